/* SPDX-License-Identifier: MIT */
/* memswap: exchange the contents of two blocks of memory. */
#include <string.h>

void memswap(void *a, void *b, size_t n)
{
	unsigned char *x = a, *y = b, t;

	while (n--) {
		t = *x;
		*x++ = *y;
		*y++ = t;
	}
}
