/* SPDX-License-Identifier: MIT */
/* strxfrm: transform a string for strcmp; identity in the C locale. */
#include <string.h>

size_t strxfrm(char *dst, const char *src, size_t n)
{
	size_t len = strlen(src);

	/* Like strlcpy, except that a result that does not fit is undefined. */
	if (len < n)
		memcpy(dst, src, len + 1);
	return len;
}
