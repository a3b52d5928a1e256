/* SPDX-License-Identifier: MIT */
/* strcpy: copy a string. */
#include <string.h>

char *strcpy(char *dst, const char *src)
{
	memcpy(dst, src, strlen(src) + 1);
	return dst;
}
