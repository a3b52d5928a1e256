/* SPDX-License-Identifier: MIT */
/* __lshrdi3: a 64-bit logical shift right by 0..63 bits, in 32-bit halves. */
#include "libgcc.h"

long long __lshrdi3(long long a, int n)
{
	__dword d = { .s = a };

	if (n >= 32) {
		d.w.lo = d.w.hi >> (n - 32);
		d.w.hi = 0;
	} else if (n) {
		d.w.lo = d.w.lo >> n | d.w.hi << (32 - n);
		d.w.hi >>= n;
	}
	return d.s;
}
