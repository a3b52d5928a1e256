/* SPDX-License-Identifier: MIT */
/* memmove: copy memory between objects that may overlap. */
#include <string.h>
#include "word.h"

void *memmove(void *dst, const void *src, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;
	int words = ((uintptr_t)d ^ (uintptr_t)s) % KW_SIZE == 0;

	/*
	 * Forward is safe unless dst starts inside src; the unsigned
	 * difference is then below n.
	 */
	if ((uintptr_t)d - (uintptr_t)s >= n) {
		if (words) {
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
	} else {
		d += n;
		s += n;
		if (words) {
			for (; n && !kw_aligned(d); n--)
				*--d = *--s;
			for (; n >= KW_SIZE; n -= KW_SIZE) {
				d -= KW_SIZE;
				s -= KW_SIZE;
				*(kword_t *)d = *(const kword_t *)s;
			}
		}
		while (n--)
			*--d = *--s;
	}
	return dst;
}
