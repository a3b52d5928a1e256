/* SPDX-License-Identifier: MIT */
/* strndup: copy at most n bytes of a string into memory from malloc. */
#include <stdlib.h>
#include <string.h>

char *strndup(const char *s, size_t n)
{
	/* len < SIZE_MAX: it is the length of a string that fits in memory. */
	size_t len = strnlen(s, n);
	char *p = malloc(len + 1);

	if (p) {
		memcpy(p, s, len);
		p[len] = '\0';
	}
	return p;
}
