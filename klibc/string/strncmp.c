/* SPDX-License-Identifier: MIT */
/* strncmp: compare at most n bytes of two strings as unsigned bytes. */
#include <string.h>

int strncmp(const char *a, const char *b, size_t n)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	for (; n; n--, x++, y++)
		if (*x != *y || !*x)
			return *x - *y;
	return 0;
}
