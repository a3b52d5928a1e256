/* SPDX-License-Identifier: MIT */
/* assert.h: run-time assertions; NDEBUG turns them off. */
#undef assert
#ifdef NDEBUG
# define assert(x) ((void)0)
#else
# include <klibc/compiler.h>
__extern __noreturn __assert_fail(const char *, const char *, unsigned int);
# define assert(x) ((x) ? (void)0 : __assert_fail(#x, __FILE__, __LINE__))
#endif
