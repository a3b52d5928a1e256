/* SPDX-License-Identifier: MIT */
/* memccpy: copy memory up to and including the first byte c. */
#include <string.h>

void *memccpy(void *dst, const void *src, int c, size_t n)
{
	unsigned char *d = dst;
	const unsigned char *s = src;
	unsigned char ch = (unsigned char)c;

	while (n--) {
		if ((*d++ = *s++) == ch)
			return d;
	}
	return NULL;
}
