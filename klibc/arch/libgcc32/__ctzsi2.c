/* SPDX-License-Identifier: MIT */
/* __ctzsi2: the number of trailing zero bits of a nonzero word. */
#include "libgcc.h"

int __ctzsi2(unsigned int x)
{
	int n = 0;

	if (!(x & 0xffff)) {
		n += 16;
		x >>= 16;
	}
	if (!(x & 0xff)) {
		n += 8;
		x >>= 8;
	}
	if (!(x & 0xf)) {
		n += 4;
		x >>= 4;
	}
	if (!(x & 0x3)) {
		n += 2;
		x >>= 2;
	}
	return n + !(x & 1);
}
