/* SPDX-License-Identifier: MIT */
/*
 * __deflate_canonical: the canonical Huffman codewords of code lengths
 * (RFC 1951 3.2.2), bit-reversed because deflate sends a codeword's
 * first bit first and the bit writer fills bytes from the lowest bit.
 */
#include "deflate.h"

void __deflate_canonical(const uint8_t *lens, unsigned n, uint16_t *codes)
{
	unsigned count[16], next[16], sym, len, code, c, r, k;

	memset(count, 0, sizeof(count));
	for (sym = 0; sym < n; sym++)
		count[lens[sym]]++;
	count[0] = 0;
	code = 0;
	for (len = 1; len < 16; len++) {
		code = (code + count[len - 1]) << 1;
		next[len] = code;
	}
	for (sym = 0; sym < n; sym++) {
		len = lens[sym];
		if (!len)
			continue;
		c = next[len]++;
		r = 0;
		for (k = 0; k < len; k++) {
			r = r << 1 | (c & 1);
			c >>= 1;
		}
		codes[sym] = (uint16_t)r;
	}
}
