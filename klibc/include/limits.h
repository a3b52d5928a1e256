/* SPDX-License-Identifier: MIT */
/* limits.h: sizes of the integer types and system limits. */
#ifndef _LIMITS_H
#define _LIMITS_H

#include <klibc/archconfig.h>
/* The kernel's: LINK_MAX, MAX_CANON, MAX_INPUT, NR_OPEN, RTSIG_MAX, XATTR_*. */
#include <linux/limits.h>

#define CHAR_BIT	8
#define SCHAR_MIN	(-128)
#define SCHAR_MAX	127
#define UCHAR_MAX	255
#ifdef __CHAR_UNSIGNED__
# define CHAR_MIN	0
# define CHAR_MAX	UCHAR_MAX
#else
# define CHAR_MIN	SCHAR_MIN
# define CHAR_MAX	SCHAR_MAX
#endif
#define SHRT_MIN	(-32768)
#define SHRT_MAX	32767
#define USHRT_MAX	65535
#define INT_MIN		(-2147483647-1)
#define INT_MAX		2147483647
#define UINT_MAX	4294967295U
#define LLONG_MIN	(-9223372036854775807LL-1)
#define LLONG_MAX	9223372036854775807LL
#define ULLONG_MAX	18446744073709551615ULL
#if _KLIBC_BITS == 64
# define LONG_MIN	(-9223372036854775807L-1)
# define LONG_MAX	9223372036854775807L
# define ULONG_MAX	18446744073709551615UL
# define LONG_BIT	64
#else
# define LONG_MIN	(-2147483647L-1)
# define LONG_MAX	2147483647L
# define ULONG_MAX	4294967295UL
# define LONG_BIT	32
#endif
#define SHRT_BIT	16
#define INT_BIT		32
#define LONGLONG_BIT	64
#define SSIZE_MAX	LONG_MAX
#define MB_LEN_MAX	1

#define PATH_MAX	4096
#define NAME_MAX	255
#define PIPE_BUF	4096
#define ARG_MAX		131072
#define NGROUPS_MAX	65536
#define HOST_NAME_MAX	64
#define LINE_MAX	2048
#define IOV_MAX		1024
#define SYMLOOP_MAX	40
#define OPEN_MAX	256
#define PAGE_SIZE	_KLIBC_PAGE_SIZE
#define PAGESIZE	_KLIBC_PAGE_SIZE

#endif
