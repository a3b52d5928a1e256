/* SPDX-License-Identifier: MIT */
/*
 * zconf.h: the configuration part of zlib's interface, which <zlib.h>
 * includes: the macros and type names that programs written for zlib 1.2
 * use.  Sizes are those of zlib 1.2 built for Linux, where a program or
 * a file format can see them.
 */
#ifndef ZCONF_H
#define ZCONF_H

#include <stddef.h>

/* zlib marks an ISO C compiler so; some programs test it */
#ifndef STDC
# define STDC
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L && !defined(STDC99)
# define STDC99
#endif

/* Prototypes: kept for programs that still write them the K&R-safe way. */
#ifndef OF
# define OF(args)	args
#endif
#ifndef Z_ARG
# define Z_ARG(args)	args
#endif

/* With ZLIB_CONST the input pointer is const, as in zlib. */
#ifdef ZLIB_CONST
# define z_const const
#else
# define z_const
#endif

/* Windows DLL and 16-bit memory model decorations: nothing on Linux. */
#ifndef ZEXTERN
# define ZEXTERN extern
#endif
#ifndef ZEXPORT
# define ZEXPORT
#endif
#ifndef ZEXPORTVA
# define ZEXPORTVA
#endif
#ifndef FAR
# define FAR
#endif

/* The largest memLevel and windowBits deflateInit2 and inflateInit2 take. */
#ifndef MAX_MEM_LEVEL
# define MAX_MEM_LEVEL	9
#endif
#ifndef MAX_WBITS
# define MAX_WBITS	15	/* 32 KiB window */
#endif

typedef unsigned char	Byte;
typedef unsigned int	uInt;
typedef unsigned long	uLong;
typedef Byte FAR	Bytef;
typedef char FAR	charf;
typedef int FAR		intf;
typedef uInt FAR	uIntf;
typedef uLong FAR	uLongf;
typedef void const	*voidpc;
typedef void FAR	*voidpf;
typedef void		*voidp;

typedef size_t		z_size_t;
#define z_longlong	long long
/* CRC-32 table entries (get_crc_table in zlib): 32 bits */
typedef unsigned int	z_crc_t;

/*
 * Offsets in the gz* and combine functions: long, as zlib's off_t on
 * Linux without _FILE_OFFSET_BITS=64 (klibc's own off_t is always 64
 * bits, so z_off_t is not off_t here: the interface keeps zlib's size).
 */
#define z_off_t		long
#define z_off64_t	long long

/* As zlib's own: this header stands alone (the fuzzers build it for the host). */
#ifndef SEEK_SET
# define SEEK_SET	0
# define SEEK_CUR	1
# define SEEK_END	2
#endif

#endif
