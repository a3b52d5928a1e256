/* SPDX-License-Identifier: MIT */
/*
 * zlib.h: zlib 1.2's interface: deflate and inflate streams, the one-call
 * compress and uncompress, checksums, gzip files (gz*), and the advanced
 * calls (gzip header fields, stream copies, inflateBack, ...).
 */
#ifndef _ZLIB_H
#define _ZLIB_H
#define ZLIB_H

#include <zconf.h>

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

#define DEF_WBITS	MAX_WBITS
#define DEF_MEM_LEVEL	8

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
#define zlib_version zlibVersion()
extern const char *zError(int err);
/*
 * What the library was built with, as zlib encodes it: two bits each for
 * the sizes of uInt, uLong, voidpf and z_off_t, then option bits.
 */
extern uLong zlibCompileFlags(void);

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
/* before the first deflate call (zlib and raw streams only) */
extern int deflateSetDictionary(z_streamp strm, const Bytef *dictionary,
				uInt dictLength);
/* a new level and strategy from the next input on */
extern int deflateParams(z_streamp strm, int level, int strategy);

extern int inflateInit2(z_streamp strm, int windowBits);
extern int inflate(z_streamp strm, int flush);
extern int inflateEnd(z_streamp strm);
extern int inflateReset(z_streamp strm);
/* after inflate returned Z_NEED_DICT (zlib), or before any (raw) */
extern int inflateSetDictionary(z_streamp strm, const Bytef *dictionary,
				uInt dictLength);
/* the window's contents (up to 32 KiB) */
extern int inflateGetDictionary(z_streamp strm, Bytef *dictionary,
				uInt *dictLength);
/* skip to the next full flush point after an error */
extern int inflateSync(z_streamp strm);

/*
 * The gzip header's fields (RFC 1952 2.3), for deflateSetHeader to write
 * and inflateGetHeader to fill in.
 */
typedef struct gz_header_s {
	int text;		/* FTEXT: the data is probably text */
	uLong time;		/* MTIME */
	int xflags;		/* XFL (deflate sets it from the level) */
	int os;			/* OS */
	Bytef *extra;		/* FEXTRA's data, or Z_NULL */
	uInt extra_len;		/* its length */
	uInt extra_max;		/* inflate: room at extra */
	Bytef *name;		/* FNAME, zero-terminated, or Z_NULL */
	uInt name_max;		/* inflate: room at name */
	Bytef *comment;		/* FCOMMENT, zero-terminated, or Z_NULL */
	uInt comm_max;		/* inflate: room at comment */
	int hcrc;		/* FHCRC: the header has a CRC-16 */
	int done;		/* inflate: 1 read, -1 not gzip, 0 not yet */
} gz_header;
typedef gz_header *gz_headerp;

/* before the first deflate call, on a gzip stream */
extern int deflateSetHeader(z_streamp strm, gz_headerp head);
/* after inflateInit2 or inflateReset, on a stream that may be gzip */
extern int inflateGetHeader(z_streamp strm, gz_headerp head);

/* a stream and all its state, to go on from the same point twice */
extern int deflateCopy(z_streamp dest, z_streamp source);
extern int inflateCopy(z_streamp dest, z_streamp source);
/* up to 16 bits (value's lowest) before the next output or input */
extern int deflatePrime(z_streamp strm, int bits, int value);
extern int inflatePrime(z_streamp strm, int bits, int value);
/* the level's match search: its lengths and how many candidates */
extern int deflateTune(z_streamp strm, int good_length, int max_lazy,
		       int nice_length, int max_chain);
/* inflate stopped where a Z_SYNC_FLUSH or Z_FULL_FLUSH ended a block */
extern int inflateSyncPoint(z_streamp strm);

/*
 * inflateBack: raw deflate data from in() to out() in one call, through
 * the caller's window of 1 << windowBits bytes.
 */
typedef unsigned (*in_func)(void *desc, z_const unsigned char **buf);
typedef int (*out_func)(void *desc, unsigned char *buf, unsigned len);
extern int inflateBackInit_(z_streamp strm, int windowBits,
			    unsigned char *window, const char *version,
			    int stream_size);
extern int inflateBack(z_streamp strm, in_func in, void *in_desc,
		       out_func out, void *out_desc);
extern int inflateBackEnd(z_streamp strm);
#define inflateBackInit(strm, windowBits, window) \
	inflateBackInit_((strm), (windowBits), (window), ZLIB_VERSION, \
			 (int)sizeof(z_stream))

/*
 * zlib's entry points behind the init macros, for programs that call
 * them by name: they check that the caller's zlib.h is a 1.x one with
 * the same z_stream.
 */
extern int deflateInit_(z_streamp strm, int level, const char *version,
			int stream_size);
extern int deflateInit2_(z_streamp strm, int level, int method,
			 int windowBits, int memLevel, int strategy,
			 const char *version, int stream_size);
extern int inflateInit_(z_streamp strm, const char *version, int stream_size);
extern int inflateInit2_(z_streamp strm, int windowBits, const char *version,
			 int stream_size);

#define deflateInit(strm, level) \
	deflateInit2((strm), (level), Z_DEFLATED, MAX_WBITS, DEF_MEM_LEVEL, \
		     Z_DEFAULT_STRATEGY)
#define inflateInit(strm)	inflateInit2((strm), DEF_WBITS)

/* One call: a whole zlib stream in memory. */
extern int compress(Bytef *dest, uLongf *destLen, const Bytef *source,
		    uLong sourceLen);
extern int compress2(Bytef *dest, uLongf *destLen, const Bytef *source,
		     uLong sourceLen, int level);
extern uLong compressBound(uLong sourceLen);
extern int uncompress(Bytef *dest, uLongf *destLen, const Bytef *source,
		      uLong sourceLen);
/* the same, and *sourceLen says how much of the source was used */
extern int uncompress2(Bytef *dest, uLongf *destLen, const Bytef *source,
		       uLong *sourceLen);

/*
 * gzip files: reading takes gzip members one after the other, and a file
 * that is not gzip as it is; writing makes one gzip member per open.
 */
typedef struct gzFile_s *gzFile;

extern gzFile gzopen(const char *path, const char *mode);
extern gzFile gzdopen(int fd, const char *mode);
extern int gzbuffer(gzFile file, unsigned size);
extern int gzsetparams(gzFile file, int level, int strategy);
extern int gzread(gzFile file, voidp buf, unsigned len);
extern int gzwrite(gzFile file, voidpc buf, unsigned len);
extern int gzprintf(gzFile file, const char *format, ...)
	__attribute__((format(printf, 2, 3)));
extern int gzputs(gzFile file, const char *s);
extern char *gzgets(gzFile file, char *buf, int len);
extern int gzputc(gzFile file, int c);
extern int gzgetc(gzFile file);
extern int gzungetc(int c, gzFile file);
extern int gzflush(gzFile file, int flush);
extern z_off_t gzseek(gzFile file, z_off_t offset, int whence);
extern int gzrewind(gzFile file);
extern z_off_t gztell(gzFile file);
extern int gzeof(gzFile file);
extern int gzdirect(gzFile file);
extern int gzclose(gzFile file);
extern int gzclose_r(gzFile file);
extern int gzclose_w(gzFile file);
extern const char *gzerror(gzFile file, int *errnum);
extern void gzclearerr(gzFile file);

/* Checksums: pass buf == NULL to get the initial value. */
extern uLong adler32(uLong adler, const Bytef *buf, uInt len);
extern uLong crc32(uLong crc, const Bytef *buf, uInt len);
/* the checksum of A then B, from those of A and B and B's length */
extern uLong adler32_combine(uLong adler1, uLong adler2, z_off_t len2);
extern uLong crc32_combine(uLong crc1, uLong crc2, z_off_t len2);
/* the CRC-32 of each byte value, as crc32 uses it */
extern const z_crc_t *get_crc_table(void);

#ifdef __cplusplus
}
#endif

#endif
