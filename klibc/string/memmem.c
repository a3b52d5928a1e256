/* SPDX-License-Identifier: MIT */
/* memmem: first occurrence of one block of memory in another. */
#include <string.h>

void *memmem(const void *hay, size_t hn, const void *needle, size_t nn)
{
	const unsigned char *h = hay, *n = needle, *end;

	if (!nn)
		return (void *)h;
	if (nn > hn)
		return NULL;
	/* The last place a match can start. */
	end = h + (hn - nn);
	for (; h <= end; h++) {
		h = memchr(h, n[0], (size_t)(end - h) + 1);
		if (!h)
			return NULL;
		if (!memcmp(h + 1, n + 1, nn - 1))
			return (void *)h;
	}
	return NULL;
}
