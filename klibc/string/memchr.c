/* SPDX-License-Identifier: MIT */
/* memchr: first byte c in a block of memory. */
#include <string.h>
#include "word.h"

void *memchr(const void *p, int c, size_t n)
{
	const unsigned char *s = p;
	unsigned char ch = (unsigned char)c;
	kword_t rep = kw_repeat(c);

	for (; n && !kw_aligned(s); s++, n--)
		if (*s == ch)
			return (void *)s;
	/* Whole words only while they lie inside the block. */
	for (; n >= KW_SIZE && !kw_haszero(*(const kword_t *)s ^ rep);
	     n -= KW_SIZE)
		s += KW_SIZE;
	for (; n; s++, n--)
		if (*s == ch)
			return (void *)s;
	return NULL;
}
