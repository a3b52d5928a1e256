/* SPDX-License-Identifier: MIT */
/* strncat: append at most n bytes of a string, then a terminator. */
#include <string.h>

char *strncat(char *dst, const char *src, size_t n)
{
	char *d = dst + strlen(dst);
	size_t len = strnlen(src, n);

	memcpy(d, src, len);
	d[len] = '\0';
	return dst;
}
