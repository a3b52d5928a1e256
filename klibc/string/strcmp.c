/* SPDX-License-Identifier: MIT */
/* strcmp: compare two strings as unsigned bytes. */
#include <string.h>

int strcmp(const char *a, const char *b)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;

	while (*x && *x == *y) {
		x++;
		y++;
	}
	return *x - *y;
}
