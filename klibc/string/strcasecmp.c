/* SPDX-License-Identifier: MIT */
/* strcasecmp: compare two strings, ignoring ASCII case. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

int strcasecmp(const char *a, const char *b)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;
	int d;

	while (!(d = tolower(*x) - tolower(*y)) && *x) {
		x++;
		y++;
	}
	return d;
}
