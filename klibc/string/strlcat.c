/* SPDX-License-Identifier: MIT */
/* strlcat: bounded string append; returns the length it tried to create. */
#include <string.h>

size_t strlcat(char *dst, const char *src, size_t size)
{
	/* dst may hold no terminator within size: then nothing is written. */
	size_t dlen = strnlen(dst, size);

	if (dlen == size)
		return size + strlen(src);
	return dlen + strlcpy(dst + dlen, src, size - dlen);
}
