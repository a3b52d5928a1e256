/* SPDX-License-Identifier: MIT */
/* __ffsdi2: one more than the index of the lowest set bit; 0 for 0. */
#include "libgcc.h"

int __ffsdi2(long long x)
{
	__dword d = { .s = x };

	if (d.w.lo)
		return __ctzsi2(d.w.lo) + 1;
	return d.w.hi ? __ctzsi2(d.w.hi) + 33 : 0;
}
