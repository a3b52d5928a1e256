/* SPDX-License-Identifier: MIT */
/* __ffssi2: one more than the index of the lowest set bit; 0 for 0. */
#include "libgcc.h"

int __ffssi2(int x)
{
	return x ? __ctzsi2((unsigned int)x) + 1 : 0;
}
