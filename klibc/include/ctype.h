/* SPDX-License-Identifier: MIT */
/* ctype.h: character classes of the C locale, the only locale. */
#ifndef _CTYPE_H
#define _CTYPE_H

#include <klibc/compiler.h>

/*
 * Every class is a range or two of ASCII, tested inline without a table.
 * The argument is EOF or an unsigned char value; bytes from 0x80 up and
 * any other value belong to no class.  The library has each function out
 * of line too (klibc/ctype/), for pointers to them and calls the compiler
 * does not inline: gnu_inline makes these definitions inline-only.  The
 * __ctype_ macros evaluate their argument more than once; they are only
 * ever given a parameter.
 */
#define __ctype_inline	extern __inline__ __attribute__((__gnu_inline__))

#define __ctype_isdigit(c)	((unsigned int)(c) - '0' < 10)
#define __ctype_isupper(c)	((unsigned int)(c) - 'A' < 26)
#define __ctype_islower(c)	((unsigned int)(c) - 'a' < 26)
/* Setting bit 5 folds upper case onto lower case, and nothing else on it. */
#define __ctype_isalpha(c)	(((unsigned int)(c) | 0x20) - 'a' < 26)
#define __ctype_isalnum(c)	(__ctype_isalpha(c) || __ctype_isdigit(c))
#define __ctype_isxdigit(c)	\
	(__ctype_isdigit(c) || ((unsigned int)(c) | 0x20) - 'a' < 6)
#define __ctype_isascii(c)	((unsigned int)(c) < 0x80)
#define __ctype_isblank(c)	((c) == ' ' || (c) == '\t')
/* \t \n \v \f \r are consecutive. */
#define __ctype_isspace(c)	((c) == ' ' || (unsigned int)(c) - '\t' < 5)
#define __ctype_iscntrl(c)	((unsigned int)(c) < 0x20 || (c) == 0x7f)
/* Space to tilde, and the same without space. */
#define __ctype_isprint(c)	((unsigned int)(c) - 0x20 < 0x5f)
#define __ctype_isgraph(c)	((unsigned int)(c) - 0x21 < 0x5e)
#define __ctype_ispunct(c)	(__ctype_isgraph(c) && !__ctype_isalnum(c))
#define __ctype_toascii(c)	((c) & 0x7f)
#define __ctype_tolower(c)	(__ctype_isupper(c) ? (c) | 0x20 : (c))
#define __ctype_toupper(c)	(__ctype_islower(c) ? (c) & ~0x20 : (c))

#define __CTYPE_FUNC(name)					\
	__extern int name(int);					\
	__ctype_inline int name(int __c)			\
	{							\
		return __ctype_##name(__c);			\
	}

__CTYPE_FUNC(isalnum)
__CTYPE_FUNC(isalpha)
__CTYPE_FUNC(isascii)
__CTYPE_FUNC(isblank)
__CTYPE_FUNC(iscntrl)
__CTYPE_FUNC(isdigit)
__CTYPE_FUNC(isgraph)
__CTYPE_FUNC(islower)
__CTYPE_FUNC(isprint)
__CTYPE_FUNC(ispunct)
__CTYPE_FUNC(isspace)
__CTYPE_FUNC(isupper)
__CTYPE_FUNC(isxdigit)
__CTYPE_FUNC(toascii)
__CTYPE_FUNC(tolower)
__CTYPE_FUNC(toupper)

#undef __CTYPE_FUNC

#endif
