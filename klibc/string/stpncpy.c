/* SPDX-License-Identifier: MIT */
/* stpncpy: strncpy that points at the first padding byte, or the end. */
#include <string.h>

char *stpncpy(char *dst, const char *src, size_t n)
{
	size_t len = strnlen(src, n);

	memcpy(dst, src, len);
	memset(dst + len, 0, n - len);
	return dst + len;
}
