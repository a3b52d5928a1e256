/* SPDX-License-Identifier: MIT */
/*
 * crc32: the CRC-32 of gzip (RFC 1952 8), updated over a buffer.
 *
 * Short buffers go through eight tables, eight bytes a step; on x86 with
 * PCLMULQDQ long ones are folded 64 bytes a step with carry-less
 * multiplication and finished through the tables.  Tables and folding
 * constants are computed on first use (there are no threads to race).
 */
#include "zint.h"

/* x^32 + x^26 + x^23 + ... + x + 1, bit-reversed */
#define CRC_POLY	0xedb88320U

/* [k]: a byte's part in the register k bytes on; [0] is get_crc_table's */
uint32_t __z_crc[8][256];
static int crc_ready;

#if defined(__x86_64__) || defined(__i386__)
# define CRC_CLMUL 1
# include <cpuid.h>
# include <wmmintrin.h>
# include <emmintrin.h>
static int crc_have_clmul;
/* x^(n-1) mod P for the folding distances, in the operand layout below */
static uint64_t k512a, k512b, k128a, k128b;
#endif

/* raw: the CRC register updated over a buffer, without the inversions */
static uint32_t crc_raw(uint32_t c, const unsigned char *p, size_t n)
{
	while (n && ((uintptr_t)p & 3)) {
		c = __z_crc[0][(c ^ *p++) & 0xff] ^ (c >> 8);
		n--;
	}
	while (n >= 8) {
		uint32_t lo = c ^ z_get32(p), hi = z_get32(p + 4);

		c = __z_crc[7][lo & 0xff] ^ __z_crc[6][(lo >> 8) & 0xff] ^
		    __z_crc[5][(lo >> 16) & 0xff] ^ __z_crc[4][lo >> 24] ^
		    __z_crc[3][hi & 0xff] ^ __z_crc[2][(hi >> 8) & 0xff] ^
		    __z_crc[1][(hi >> 16) & 0xff] ^ __z_crc[0][hi >> 24];
		p += 8;
		n -= 8;
	}
	while (n--)
		c = __z_crc[0][(c ^ *p++) & 0xff] ^ (c >> 8);
	return c;
}

#ifdef CRC_CLMUL
/*
 * x^n mod P as the high half of a 64-bit operand whose bit j stands for
 * x^(63-j): the layout of a little-endian load of bit-reversed data.
 */
static uint64_t xpow_mod(unsigned n)
{
	uint32_t r = 0x80000000U;	/* x^0, bit-reversed */

	while (n--)
		r = (r >> 1) ^ (r & 1 ? CRC_POLY : 0);
	return (uint64_t)r << 32;
}

/*
 * In a 128-bit lane loaded from 16 bytes, the low half holds the higher
 * powers.  Moving a lane F bits further on multiplies its low half by
 * x^(64+F) and its high half by x^F; the carry-less product of two such
 * operands carries one factor x too many, hence the n-1 above.
 */
__attribute__((target("pclmul,sse2")))
static Z_ALWAYS_INLINE __m128i fold(__m128i x, __m128i k, __m128i y)
{
	__m128i a = _mm_clmulepi64_si128(x, k, 0x00);
	__m128i b = _mm_clmulepi64_si128(x, k, 0x11);

	return _mm_xor_si128(_mm_xor_si128(a, b), y);
}

__attribute__((target("pclmul,sse2")))
static uint32_t crc_clmul(uint32_t c, const unsigned char *p, size_t n)
{
	__m128i k4 = _mm_set_epi64x((long long)k512b, (long long)k512a);
	__m128i k1 = _mm_set_epi64x((long long)k128b, (long long)k128a);
	__m128i x0, x1, x2, x3;
	unsigned char lane[16];

	/* the register's start value is the first 32 bits of the message */
	x0 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)p),
			   _mm_cvtsi32_si128((int)c));
	x1 = _mm_loadu_si128((const __m128i *)(p + 16));
	x2 = _mm_loadu_si128((const __m128i *)(p + 32));
	x3 = _mm_loadu_si128((const __m128i *)(p + 48));
	p += 64;
	n -= 64;
	while (n >= 64) {
		x0 = fold(x0, k4, _mm_loadu_si128((const __m128i *)p));
		x1 = fold(x1, k4, _mm_loadu_si128((const __m128i *)(p + 16)));
		x2 = fold(x2, k4, _mm_loadu_si128((const __m128i *)(p + 32)));
		x3 = fold(x3, k4, _mm_loadu_si128((const __m128i *)(p + 48)));
		p += 64;
		n -= 64;
	}
	x0 = fold(x0, k1, x1);
	x0 = fold(x0, k1, x2);
	x0 = fold(x0, k1, x3);
	while (n >= 16) {
		x0 = fold(x0, k1, _mm_loadu_si128((const __m128i *)p));
		p += 16;
		n -= 16;
	}
	/* what is left is congruent to the 16 bytes of x0 */
	_mm_storeu_si128((__m128i *)lane, x0);
	c = crc_raw(0, lane, 16);
	return crc_raw(c, p, n);
}
#endif

static void crc_init(void)
{
	uint32_t c;
	unsigned i, k;

	for (i = 0; i < 256; i++) {
		c = i;
		for (k = 0; k < 8; k++)
			c = (c >> 1) ^ (c & 1 ? CRC_POLY : 0);
		__z_crc[0][i] = c;
	}
	for (i = 0; i < 256; i++)
		for (k = 1; k < 8; k++)
			__z_crc[k][i] = (__z_crc[k - 1][i] >> 8) ^
					__z_crc[0][__z_crc[k - 1][i] & 0xff];
#ifdef CRC_CLMUL
	{
		unsigned a, b, cx, d;

		if (__get_cpuid(1, &a, &b, &cx, &d) && (cx & bit_PCLMUL) &&
		    (d & bit_SSE2)) {
			k512a = xpow_mod(64 + 512 - 1);
			k512b = xpow_mod(512 - 1);
			k128a = xpow_mod(64 + 128 - 1);
			k128b = xpow_mod(128 - 1);
			crc_have_clmul = 1;
		}
	}
#endif
	crc_ready = 1;
}

uLong crc32(uLong crc, const Bytef *buf, uInt len)
{
	uint32_t c;

	if (!buf)
		return 0;
	if (Z_UNLIKELY(!crc_ready))
		crc_init();
	c = ~(uint32_t)crc;
#ifdef CRC_CLMUL
	if (len >= 128 && crc_have_clmul)
		return ~crc_clmul(c, buf, len) & 0xffffffffUL;
#endif
	return ~crc_raw(c, buf, len) & 0xffffffffUL;
}
