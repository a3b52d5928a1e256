/* SPDX-License-Identifier: MIT */
/* strlcpy: bounded string copy that always terminates; returns strlen(src). */
#include <string.h>

size_t strlcpy(char *dst, const char *src, size_t size)
{
	size_t len = strlen(src);

	if (size) {
		size_t n = len < size ? len : size - 1;

		memcpy(dst, src, n);
		dst[n] = '\0';
	}
	return len;
}
