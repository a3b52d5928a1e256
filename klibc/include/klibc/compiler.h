/* SPDX-License-Identifier: MIT */
/* klibc/compiler.h: compiler attributes used by the library's headers. */
#ifndef _KLIBC_COMPILER_H
#define _KLIBC_COMPILER_H

#ifdef __cplusplus
# define __extern extern "C"
#else
# define __extern extern
#endif

#define __noreturn	__attribute__((noreturn)) void
#define __malloc_like	__attribute__((malloc))
#define __unused	__attribute__((unused))
#define __must_check	__attribute__((warn_unused_result))
#define __formatfunc(f, a) __attribute__((format(printf, f, a)))
#define __scanfunc(f, a)   __attribute__((format(scanf, f, a)))
#define __likely(x)	__builtin_expect(!!(x), 1)
#define __unlikely(x)	__builtin_expect(!!(x), 0)
#define __restrict_arr	__restrict

#endif
