/* SPDX-License-Identifier: MIT */
/* strncasecmp: compare at most n bytes of two strings, ignoring ASCII case. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

int strncasecmp(const char *a, const char *b, size_t n)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;
	int d;

	for (; n; n--, x++, y++)
		if ((d = tolower(*x) - tolower(*y)) || !*x)
			return d;
	return 0;
}
