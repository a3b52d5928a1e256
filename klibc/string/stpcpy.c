/* SPDX-License-Identifier: MIT */
/* stpcpy: copy a string and point at the terminator of the copy. */
#include <string.h>

char *stpcpy(char *dst, const char *src)
{
	size_t len = strlen(src);

	memcpy(dst, src, len + 1);
	return dst + len;
}
