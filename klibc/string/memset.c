/* SPDX-License-Identifier: MIT */
/* memset: fill memory with a byte. */
#include <string.h>
#include "word.h"

void *memset(void *dst, int c, size_t n)
{
	unsigned char *d = dst;
	kword_t w = kw_repeat(c);

	for (; n && !kw_aligned(d); n--)
		*d++ = (unsigned char)c;
	for (; n >= KW_SIZE; n -= KW_SIZE) {
		*(kword_t *)d = w;
		d += KW_SIZE;
	}
	while (n--)
		*d++ = (unsigned char)c;
	return dst;
}
