/* SPDX-License-Identifier: MIT */
/* strncpy: copy at most n bytes of a string, padding with zero bytes. */
#include <string.h>

char *strncpy(char *dst, const char *src, size_t n)
{
	stpncpy(dst, src, n);
	return dst;
}
