/* SPDX-License-Identifier: MIT */
/* stdint.h: exact-width, least, fast and pointer-sized integer types. */
#ifndef _STDINT_H
#define _STDINT_H

#include <klibc/archconfig.h>

/*
 * The types are the ones the compiler's format checks expect (its
 * __INT64_TYPE__, __INTPTR_TYPE__, __INT_FAST16_TYPE__, ...), as in
 * Debian's klibc: on 64-bit machines a 64-bit integer is a long and so
 * are the pointer-sized and fast ones; on 32-bit ones it is a long long
 * and those are int.  So "%jd" takes an intmax_t without a warning.
 */
typedef signed char		int8_t;
typedef short			int16_t;
typedef int			int32_t;
typedef unsigned char		uint8_t;
typedef unsigned short		uint16_t;
typedef unsigned int		uint32_t;
#if _KLIBC_BITS == 64
typedef long			int64_t;
typedef unsigned long		uint64_t;
typedef long			__klibc_word_t;
typedef unsigned long		__klibc_uword_t;
#else
typedef long long		int64_t;
typedef unsigned long long	uint64_t;
typedef int			__klibc_word_t;
typedef unsigned int		__klibc_uword_t;
#endif

typedef int8_t		int_least8_t;
typedef int16_t		int_least16_t;
typedef int32_t		int_least32_t;
typedef int64_t		int_least64_t;
typedef uint8_t		uint_least8_t;
typedef uint16_t	uint_least16_t;
typedef uint32_t	uint_least32_t;
typedef uint64_t	uint_least64_t;

typedef int8_t		int_fast8_t;
typedef __klibc_word_t	int_fast16_t;
typedef __klibc_word_t	int_fast32_t;
typedef int64_t		int_fast64_t;
typedef uint8_t		uint_fast8_t;
typedef __klibc_uword_t	uint_fast16_t;
typedef __klibc_uword_t	uint_fast32_t;
typedef uint64_t	uint_fast64_t;

typedef __klibc_word_t	intptr_t;
typedef __klibc_uword_t	uintptr_t;
typedef int64_t		intmax_t;
typedef uint64_t	uintmax_t;

#define INT8_MIN	(-128)
#define INT16_MIN	(-32767-1)
#define INT32_MIN	(-2147483647-1)
#define INT64_MIN	(-INT64_MAX-1)
#define INT8_MAX	127
#define INT16_MAX	32767
#define INT32_MAX	2147483647
#define INT64_MAX	INT64_C(9223372036854775807)
#define UINT8_MAX	255
#define UINT16_MAX	65535
#define UINT32_MAX	4294967295U
#define UINT64_MAX	UINT64_C(18446744073709551615)

#define INT_LEAST8_MIN	INT8_MIN
#define INT_LEAST16_MIN	INT16_MIN
#define INT_LEAST32_MIN	INT32_MIN
#define INT_LEAST64_MIN	INT64_MIN
#define INT_LEAST8_MAX	INT8_MAX
#define INT_LEAST16_MAX	INT16_MAX
#define INT_LEAST32_MAX	INT32_MAX
#define INT_LEAST64_MAX	INT64_MAX
#define UINT_LEAST8_MAX	UINT8_MAX
#define UINT_LEAST16_MAX UINT16_MAX
#define UINT_LEAST32_MAX UINT32_MAX
#define UINT_LEAST64_MAX UINT64_MAX

#define INT_FAST8_MIN	INT8_MIN
#define INT_FAST8_MAX	INT8_MAX
#define UINT_FAST8_MAX	UINT8_MAX
#define INT_FAST64_MIN	INT64_MIN
#define INT_FAST64_MAX	INT64_MAX
#define UINT_FAST64_MAX	UINT64_MAX

#if _KLIBC_BITS == 64
# define INTPTR_MIN	INT64_MIN
# define INTPTR_MAX	INT64_MAX
# define UINTPTR_MAX	UINT64_MAX
# define INT_FAST16_MIN	INT64_MIN
# define INT_FAST16_MAX	INT64_MAX
# define UINT_FAST16_MAX UINT64_MAX
# define INT_FAST32_MIN	INT64_MIN
# define INT_FAST32_MAX	INT64_MAX
# define UINT_FAST32_MAX UINT64_MAX
# define PTRDIFF_MIN	INT64_MIN
# define PTRDIFF_MAX	INT64_MAX
# define SIZE_MAX	UINT64_MAX
#else
# define INTPTR_MIN	INT32_MIN
# define INTPTR_MAX	INT32_MAX
# define UINTPTR_MAX	UINT32_MAX
# define INT_FAST16_MIN	INT32_MIN
# define INT_FAST16_MAX	INT32_MAX
# define UINT_FAST16_MAX UINT32_MAX
# define INT_FAST32_MIN	INT32_MIN
# define INT_FAST32_MAX	INT32_MAX
# define UINT_FAST32_MAX UINT32_MAX
# define PTRDIFF_MIN	INT32_MIN
# define PTRDIFF_MAX	INT32_MAX
# define SIZE_MAX	UINT32_MAX
#endif

#define INTMAX_MIN	INT64_MIN
#define INTMAX_MAX	INT64_MAX
#define UINTMAX_MAX	UINT64_MAX
#define SIG_ATOMIC_MIN	INT32_MIN
#define SIG_ATOMIC_MAX	INT32_MAX

#define INT8_C(c)	c
#define INT16_C(c)	c
#define INT32_C(c)	c
#define UINT8_C(c)	c
#define UINT16_C(c)	c
#define UINT32_C(c)	c ## U
#if _KLIBC_BITS == 64
# define INT64_C(c)	c ## L
# define UINT64_C(c)	c ## UL
# define __KLIBC_WORD_C(c)	c ## L
# define __KLIBC_UWORD_C(c)	c ## UL
#else
# define INT64_C(c)	c ## LL
# define UINT64_C(c)	c ## ULL
# define __KLIBC_WORD_C(c)	c
# define __KLIBC_UWORD_C(c)	c ## U
#endif
#define INTMAX_C(c)	INT64_C(c)
#define UINTMAX_C(c)	UINT64_C(c)
/* klibc's: constants of the least, fast and pointer-sized types. */
#define INT_LEAST8_C(c)		INT8_C(c)
#define INT_LEAST16_C(c)	INT16_C(c)
#define INT_LEAST32_C(c)	INT32_C(c)
#define INT_LEAST64_C(c)	INT64_C(c)
#define UINT_LEAST8_C(c)	UINT8_C(c)
#define UINT_LEAST16_C(c)	UINT16_C(c)
#define UINT_LEAST32_C(c)	UINT32_C(c)
#define UINT_LEAST64_C(c)	UINT64_C(c)
#define INT_FAST8_C(c)		INT8_C(c)
#define INT_FAST16_C(c)		__KLIBC_WORD_C(c)
#define INT_FAST32_C(c)		__KLIBC_WORD_C(c)
#define INT_FAST64_C(c)		INT64_C(c)
#define UINT_FAST8_C(c)		UINT8_C(c)
#define UINT_FAST16_C(c)	__KLIBC_UWORD_C(c)
#define UINT_FAST32_C(c)	__KLIBC_UWORD_C(c)
#define UINT_FAST64_C(c)	UINT64_C(c)
#define INTPTR_C(c)		__KLIBC_WORD_C(c)
#define UINTPTR_C(c)		__KLIBC_UWORD_C(c)
#if _KLIBC_BITS == 64
# define PTRDIFF_C(c)		c ## L
#else
# define PTRDIFF_C(c)		c
#endif

#endif
