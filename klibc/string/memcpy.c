/* SPDX-License-Identifier: MIT */
/* memcpy: copy memory between objects that do not overlap. */
#include <string.h>
#include "word.h"

void *memcpy(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;

	/* Whole words only when both sides can be aligned together. */
	if (((uintptr_t)d ^ (uintptr_t)s) % KW_SIZE == 0) {
		for (; n && !kw_aligned(d); n--)
			*d++ = *s++;
		for (; n >= KW_SIZE; n -= KW_SIZE) {
			*(kword_t *)d = *(const kword_t *)s;
			d += KW_SIZE;
			s += KW_SIZE;
		}
	}
	while (n--)
		*d++ = *s++;
	return dst;
}
