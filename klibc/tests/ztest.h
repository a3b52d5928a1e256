/* SPDX-License-Identifier: MIT */
/*
 * ztest.h: data and stream helpers shared by the tests of
 * <zlib.h>: a mixed test input, and deflate and inflate driven in pieces
 * of a given size.
 */
#ifndef TESTS_ZTEST_H
#define TESTS_ZTEST_H

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* text-like runs, random bytes, zeros and long repeats, by seed */
static unsigned char *zt_gen(size_t n, unsigned seed)
{
	static const char words[] = "the quick brown fox jumps over a lazy dog "
				    "deflate inflate window block huffman ";
	unsigned char *b = malloc(n ? n : 1);
	unsigned x = seed * 2654435761U + 1;
	size_t i = 0, k, run;

	if (!b)
		return NULL;
	while (i < n) {
		x = x * 1103515245 + 12345;
		run = 1 + (x >> 16) % 3000;
		if (run > n - i)
			run = n - i;
		switch ((x >> 8) % 4) {
		case 0:
			for (k = 0; k < run; k++)
				b[i + k] = (unsigned char)words[(x >> 3) % 40 + k % 23];
			break;
		case 1:
			for (k = 0; k < run; k++) {
				x = x * 1103515245 + 12345;
				b[i + k] = (unsigned char)(x >> 16);
			}
			break;
		case 2:
			memset(b + i, 0, run);
			break;
		default:
			/* a repeat of earlier data, up to 40000 bytes back */
			for (k = 0; k < run; k++)
				b[i + k] = i > 40000 ? b[i + k - 1 - (x >> 12) % 40000] :
					   (unsigned char)('a' + k % 7);
		}
		i += run;
	}
	return b;
}

/*
 * Deflate in pieces of pin input and pout output bytes; flush is used
 * after every piece of input, Z_FINISH after the last.  Returns the last
 * return code (Z_STREAM_END when all is well), the size in *outn.
 */
static __attribute__((unused)) int
zt_deflate(int level, int wbits, int memlevel, int strategy,
	   const unsigned char *in, size_t n, unsigned char *out,
	   size_t cap, size_t pin, size_t pout, int flush, size_t *outn)
{
	z_stream z;
	size_t ip = 0, op = 0;
	unsigned ia, oa;
	int r, f;

	memset(&z, 0, sizeof(z));
	r = deflateInit2(&z, level, Z_DEFLATED, wbits, memlevel, strategy);
	if (r != Z_OK)
		return r;
	do {
		ia = n - ip < pin ? (unsigned)(n - ip) : (unsigned)pin;
		oa = cap - op < pout ? (unsigned)(cap - op) : (unsigned)pout;
		if (!oa) {
			r = Z_BUF_ERROR;
			break;
		}
		f = ip + ia == n ? Z_FINISH : flush;
		z.next_in = (Bytef *)in + ip;
		z.avail_in = ia;
		z.next_out = out + op;
		z.avail_out = oa;
		r = deflate(&z, f);
		ip += ia - z.avail_in;
		op += oa - z.avail_out;
		if (r == Z_BUF_ERROR && f != Z_FINISH)
			r = Z_OK;	/* a flush repeated with no new input */
	} while (r == Z_OK || (r == Z_BUF_ERROR && op < cap));
	*outn = op;
	deflateEnd(&z);
	return r;
}

/* Inflate in pieces; the return code of the last call, size in *outn. */
static __attribute__((unused)) int
zt_inflate(int wbits, const unsigned char *in, size_t n,
	   unsigned char *out, size_t cap, size_t pin, size_t pout,
	   size_t *outn, size_t *used)
{
	z_stream z;
	size_t ip = 0, op = 0;
	unsigned ia, oa;
	int r;

	memset(&z, 0, sizeof(z));
	r = inflateInit2(&z, wbits);
	if (r != Z_OK)
		return r;
	for (;;) {
		ia = n - ip < pin ? (unsigned)(n - ip) : (unsigned)pin;
		oa = cap - op < pout ? (unsigned)(cap - op) : (unsigned)pout;
		z.next_in = (Bytef *)in + ip;
		z.avail_in = ia;
		z.next_out = out + op;
		z.avail_out = oa;
		r = inflate(&z, Z_NO_FLUSH);
		ip += ia - z.avail_in;
		op += oa - z.avail_out;
		if (r != Z_OK && (r != Z_BUF_ERROR || (ip == n && z.avail_out)))
			break;
		if (r == Z_BUF_ERROR && !oa)
			break;
	}
	*outn = op;
	if (used)
		*used = ip;
	inflateEnd(&z);
	return r;
}

#endif
