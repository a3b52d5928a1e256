/* SPDX-License-Identifier: MIT */
/*
 * zint.h: what the library's deflate and inflate share: memory from the
 * stream's allocator, little-endian loads and stores at any alignment,
 * the length and distance tables of RFC 1951, and the machine word used
 * as a bit buffer.
 */
#ifndef _KLIBC_ZINT_H
#define _KLIBC_ZINT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <zlib.h>

#define Z_ALWAYS_INLINE	inline __attribute__((always_inline))
#define Z_LIKELY(x)	__builtin_expect(!!(x), 1)
#define Z_UNLIKELY(x)	__builtin_expect(!!(x), 0)

/*
 * Unaligned access through may_alias types: the library is built with
 * -fno-builtin, so memcpy() would be a real call, and these compile to a
 * single load or store where the machine allows it.
 */
typedef uint64_t __attribute__((aligned(1), may_alias)) z_u64u;
typedef uint32_t __attribute__((aligned(1), may_alias)) z_u32u;
typedef uint16_t __attribute__((aligned(1), may_alias)) z_u16u;
typedef unsigned long __attribute__((aligned(1), may_alias)) z_wordu;
typedef unsigned long __attribute__((may_alias)) z_worda;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define Z_LE64(x)	__builtin_bswap64(x)
# define Z_LE32(x)	__builtin_bswap32(x)
# define Z_LE16(x)	__builtin_bswap16(x)
#else
# define Z_LE64(x)	(x)
# define Z_LE32(x)	(x)
# define Z_LE16(x)	(x)
#endif

static Z_ALWAYS_INLINE uint64_t z_get64(const void *p)
{
	return Z_LE64(*(const z_u64u *)p);
}

static Z_ALWAYS_INLINE uint32_t z_get32(const void *p)
{
	return Z_LE32(*(const z_u32u *)p);
}

static Z_ALWAYS_INLINE void z_put64(void *p, uint64_t v)
{
	*(z_u64u *)p = Z_LE64(v);
}

static Z_ALWAYS_INLINE void z_put16(void *p, uint16_t v)
{
	*(z_u16u *)p = Z_LE16(v);
}

/* A machine word of little-endian input, for the bit buffers. */
typedef unsigned long z_word;
#define Z_WORDBITS	((unsigned)(8 * sizeof(z_word)))

static Z_ALWAYS_INLINE z_word z_getword(const void *p)
{
	if (sizeof(z_word) == 8)
		return (z_word)z_get64(p);
	return (z_word)z_get32(p);
}

static Z_ALWAYS_INLINE void z_putword(void *p, z_word v)
{
	if (sizeof(z_word) == 8)
		z_put64(p, v);
	else
		*(z_u32u *)p = Z_LE32((uint32_t)v);
}

/* Copies within one buffer, word by word (the regions may overlap). */
static Z_ALWAYS_INLINE void z_copyword(unsigned char *d, const unsigned char *s)
{
	*(z_wordu *)d = *(const z_wordu *)s;
}

/* RFC 1951 3.2.5: lengths and distances as base plus extra bits. */
#define Z_NUM_LITLEN	288
#define Z_NUM_DIST	32
#define Z_NUM_PRECODE	19
#define Z_MIN_MATCH	3
#define Z_MAX_MATCH	258
#define Z_END_BLOCK	256

extern const uint16_t __z_len_base[29];
extern const uint8_t __z_len_extra[29];
extern const uint16_t __z_dist_base[30];
extern const uint8_t __z_dist_extra[30];
extern const uint8_t __z_precode_order[19];

/* crc32's tables, made by its first call (one with a buffer) */
extern uint32_t __z_crc[8][256];

/* Memory from the stream's allocator (malloc when it has none). */
void *__z_alloc(z_streamp strm, size_t n);
void __z_free(z_streamp strm, void *p);

/* deflateInit_ and friends: the caller's zlib.h agrees with ours */
int __z_version_ok(const char *version, int stream_size);

/* Z_OK when deflate takes the level and strategy (-1 made 6 in *level) */
int __deflate_params(int *level, int strategy);

#endif
