/* SPDX-License-Identifier: MIT */
/* gzputs: write a string without its NUL; its length, or -1. */
#include <string.h>
#include "gzint.h"

int gzputs(gzFile file, const char *s)
{
	size_t n;

	if (!gz_state(file, GZ_WRITE) || !s)
		return -1;
	n = strlen(s);
	if (n > 0x7fffffff)
		return -1;
	if (!n)
		return 0;
	return gzwrite(file, s, (unsigned)n) == (int)n ? (int)n : -1;
}
