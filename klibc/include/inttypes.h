/* SPDX-License-Identifier: MIT */
/* inttypes.h: printf and scanf formats for the stdint.h types. */
#ifndef _INTTYPES_H
#define _INTTYPES_H

#include <klibc/compiler.h>
#include <stdint.h>
#include <stddef.h>

#define __PRI64		"ll"
#if _KLIBC_BITS == 64
# define __PRIPTR	"l"
#else
# define __PRIPTR	""
#endif

#define PRId8	"d"
#define PRId16	"d"
#define PRId32	"d"
#define PRId64	__PRI64 "d"
#define PRIi8	"i"
#define PRIi16	"i"
#define PRIi32	"i"
#define PRIi64	__PRI64 "i"
#define PRIo8	"o"
#define PRIo16	"o"
#define PRIo32	"o"
#define PRIo64	__PRI64 "o"
#define PRIu8	"u"
#define PRIu16	"u"
#define PRIu32	"u"
#define PRIu64	__PRI64 "u"
#define PRIx8	"x"
#define PRIx16	"x"
#define PRIx32	"x"
#define PRIx64	__PRI64 "x"
#define PRIX8	"X"
#define PRIX16	"X"
#define PRIX32	"X"
#define PRIX64	__PRI64 "X"
#define PRIdMAX	__PRI64 "d"
#define PRIiMAX	__PRI64 "i"
#define PRIoMAX	__PRI64 "o"
#define PRIuMAX	__PRI64 "u"
#define PRIxMAX	__PRI64 "x"
#define PRIXMAX	__PRI64 "X"
#define PRIdPTR	__PRIPTR "d"
#define PRIiPTR	__PRIPTR "i"
#define PRIoPTR	__PRIPTR "o"
#define PRIuPTR	__PRIPTR "u"
#define PRIxPTR	__PRIPTR "x"
#define PRIXPTR	__PRIPTR "X"

#define SCNd8	"hhd"
#define SCNd16	"hd"
#define SCNd32	"d"
#define SCNd64	__PRI64 "d"
#define SCNi8	"hhi"
#define SCNi16	"hi"
#define SCNi32	"i"
#define SCNi64	__PRI64 "i"
#define SCNo8	"hho"
#define SCNo16	"ho"
#define SCNo32	"o"
#define SCNo64	__PRI64 "o"
#define SCNu8	"hhu"
#define SCNu16	"hu"
#define SCNu32	"u"
#define SCNu64	__PRI64 "u"
#define SCNx8	"hhx"
#define SCNx16	"hx"
#define SCNx32	"x"
#define SCNx64	__PRI64 "x"
#define SCNdMAX	__PRI64 "d"
#define SCNuMAX	__PRI64 "u"
#define SCNxMAX	__PRI64 "x"
#define SCNdPTR	__PRIPTR "d"
#define SCNuPTR	__PRIPTR "u"
#define SCNxPTR	__PRIPTR "x"

__extern intmax_t strtoimax(const char *, char **, int);
__extern uintmax_t strtoumax(const char *, char **, int);
/* klibc's: as strtoimax and strtoumax, reading at most n characters. */
__extern intmax_t strntoimax(const char *, char **, int, size_t);
__extern uintmax_t strntoumax(const char *, char **, int, size_t);

/* Inline under another name: intmax_t is not GCC's built-in one's type. */
static __inline__ intmax_t __klibc_imaxabs(intmax_t __n)
{
	return __n < 0 ? -__n : __n;
}
#define imaxabs(n)	__klibc_imaxabs(n)

#endif
