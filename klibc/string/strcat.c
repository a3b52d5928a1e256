/* SPDX-License-Identifier: MIT */
/* strcat: append one string to another. */
#include <string.h>

char *strcat(char *dst, const char *src)
{
	strcpy(dst + strlen(dst), src);
	return dst;
}
