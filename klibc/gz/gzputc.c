/* SPDX-License-Identifier: MIT */
/* gzputc: write one byte; returns it, or -1 on an error. */
#include "gzint.h"

int gzputc(gzFile file, int c)
{
	unsigned char b = (unsigned char)c;

	return gzwrite(file, &b, 1) == 1 ? b : -1;
}
