/* SPDX-License-Identifier: MIT */
/* __clzsi2: the number of leading zero bits of a nonzero word. */
#include "libgcc.h"

int __clzsi2(unsigned int x)
{
	int n = 0;

	if (!(x & 0xffff0000)) {
		n += 16;
		x <<= 16;
	}
	if (!(x & 0xff000000)) {
		n += 8;
		x <<= 8;
	}
	if (!(x & 0xf0000000)) {
		n += 4;
		x <<= 4;
	}
	if (!(x & 0xc0000000)) {
		n += 2;
		x <<= 2;
	}
	return n + !(x & 0x80000000);
}
