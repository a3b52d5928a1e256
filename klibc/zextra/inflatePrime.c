/* SPDX-License-Identifier: MIT */
/*
 * inflatePrime: bits (the lowest of value) that inflate is to read before
 * its input, after those given before; bits < 0 empties the bit buffer.
 * Up to 16 at a time and 32 in all.
 */
#include "../zlib/inflate.h"

int inflatePrime(z_streamp strm, int bits, int value)
{
	struct inflate_state *s = inf_state(strm);

	if (!s)
		return Z_STREAM_ERROR;
	if (bits < 0) {
		s->hold = 0;
		s->bits = 0;
		return Z_OK;
	}
	if (bits > 16 || s->bits + (unsigned)bits > 32)
		return Z_STREAM_ERROR;
	if (!bits)
		return Z_OK;	/* nor a shift by the word's width */
	s->hold |= (z_word)((unsigned)value & ((1U << bits) - 1)) << s->bits;
	s->bits += (unsigned)bits;
	return Z_OK;
}
