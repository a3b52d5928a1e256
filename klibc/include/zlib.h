/* SPDX-License-Identifier: MIT */
/* zlib.h: deflate and inflate streams: a subset of zlib's interface. */
#ifndef _ZLIB_H
#define _ZLIB_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The version this subset follows: programs test ZLIB_VERNUM for the
 * features they use, and everything listed here behaves as zlib 1.2.x
 * documents it.
 */
#define ZLIB_VERSION	"1.2.13.klibc"
#define ZLIB_VERNUM	0x12d0
#define ZLIB_VER_MAJOR	1
#define ZLIB_VER_MINOR	2
#define ZLIB_VER_REVISION 13
#define ZLIB_VER_SUBREVISION 0

/* With ZLIB_CONST the input pointer is const, as in zlib. */
#ifdef ZLIB_CONST
# define z_const const
#else
# define z_const
#endif

#define MAX_WBITS	15	/* 32 KiB window */
#define MAX_MEM_LEVEL	9
#define DEF_WBITS	MAX_WBITS
#define DEF_MEM_LEVEL	8

typedef unsigned char	Byte;
typedef Byte		Bytef;
typedef unsigned int	uInt;
typedef unsigned long	uLong;
typedef uLong		uLongf;
typedef char		charf;
typedef int		intf;
typedef uInt		uIntf;
typedef void		*voidpf;
typedef void		*voidp;
typedef const void	*voidpc;
typedef long		z_off_t;
typedef long long	z_off64_t;
typedef unsigned int	z_crc_t;

typedef voidpf (*alloc_func)(voidpf opaque, uInt items, uInt size);
typedef void (*free_func)(voidpf opaque, voidpf address);

struct internal_state;

typedef struct z_stream_s {
	z_const Bytef *next_in;	/* next input byte */
	uInt avail_in;		/* bytes available at next_in */
	uLong total_in;		/* input bytes read so far */

	Bytef *next_out;	/* where the next output byte goes */
	uInt avail_out;		/* space left at next_out */
	uLong total_out;	/* output bytes written so far */

	z_const char *msg;	/* last error message, or NULL */
	struct internal_state *state;

	alloc_func zalloc;	/* NULL: malloc */
	free_func zfree;	/* NULL: free */
	voidpf opaque;		/* passed to zalloc and zfree */

	int data_type;		/* see Z_BINARY, Z_TEXT; inflate: block state */
	uLong adler;		/* Adler-32 or CRC-32 of the data so far */
	uLong reserved;
} z_stream;

typedef z_stream *z_streamp;

/* flush values */
#define Z_NO_FLUSH	0
#define Z_PARTIAL_FLUSH	1
#define Z_SYNC_FLUSH	2
#define Z_FULL_FLUSH	3
#define Z_FINISH	4
#define Z_BLOCK		5
#define Z_TREES		6

/* return codes */
#define Z_OK		0
#define Z_STREAM_END	1
#define Z_NEED_DICT	2
#define Z_ERRNO		(-1)
#define Z_STREAM_ERROR	(-2)
#define Z_DATA_ERROR	(-3)
#define Z_MEM_ERROR	(-4)
#define Z_BUF_ERROR	(-5)
#define Z_VERSION_ERROR	(-6)

/* compression levels */
#define Z_NO_COMPRESSION	0
#define Z_BEST_SPEED		1
#define Z_BEST_COMPRESSION	9
#define Z_DEFAULT_COMPRESSION	(-1)

/* strategies */
#define Z_FILTERED		1
#define Z_HUFFMAN_ONLY		2
#define Z_RLE			3
#define Z_FIXED			4
#define Z_DEFAULT_STRATEGY	0

/* data_type values */
#define Z_BINARY	0
#define Z_ASCII		Z_TEXT
#define Z_TEXT		1
#define Z_UNKNOWN	2

#define Z_DEFLATED	8
#define Z_NULL		0

extern const char *zlibVersion(void);
extern const char *zError(int err);

/*
 * windowBits: 8..15 for a zlib stream, -8..-15 for raw deflate, 8+16..15+16
 * for a gzip stream; inflate also takes 0 (the zlib header's size) and
 * 8+32..15+32 (zlib or gzip, whichever the header says).
 */
extern int deflateInit2(z_streamp strm, int level, int method, int windowBits,
			int memLevel, int strategy);
extern int deflate(z_streamp strm, int flush);
extern int deflateEnd(z_streamp strm);
extern int deflateReset(z_streamp strm);
extern uLong deflateBound(z_streamp strm, uLong sourceLen);

extern int inflateInit2(z_streamp strm, int windowBits);
extern int inflate(z_streamp strm, int flush);
extern int inflateEnd(z_streamp strm);
extern int inflateReset(z_streamp strm);

#define deflateInit(strm, level) \
	deflateInit2((strm), (level), Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, \
		     Z_DEFAULT_STRATEGY)
#define inflateInit(strm)	inflateInit2((strm), DEF_WBITS)

/* Checksums: pass buf == NULL to get the initial value. */
extern uLong adler32(uLong adler, const Bytef *buf, uInt len);
extern uLong crc32(uLong crc, const Bytef *buf, uInt len);

#ifdef __cplusplus
}
#endif

#endif
