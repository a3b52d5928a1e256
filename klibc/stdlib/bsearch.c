/* SPDX-License-Identifier: MIT */
/* bsearch: find a key in a sorted array. */
#include <stdlib.h>

void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
	      int (*cmp)(const void *, const void *))
{
	const char *p;
	int c;

	while (nmemb) {
		p = (const char *)base + (nmemb / 2) * size;
		c = cmp(key, p);
		if (!c)
			return (void *)p;
		if (c > 0) {
			/* The upper part, past p. */
			base = p + size;
			nmemb -= nmemb / 2 + 1;
		} else {
			nmemb /= 2;
		}
	}
	return NULL;
}
