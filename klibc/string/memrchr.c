/* SPDX-License-Identifier: MIT */
/* memrchr: last byte c in a block of memory. */
#include <string.h>

void *memrchr(const void *p, int c, size_t n)
{
	const unsigned char *s = p;
	unsigned char ch = (unsigned char)c;

	while (n--)
		if (s[n] == ch)
			return (void *)(s + n);
	return NULL;
}
