/* SPDX-License-Identifier: MIT */
/* __ashldi3: a 64-bit shift left by 0..63 bits, in 32-bit halves. */
#include "libgcc.h"

long long __ashldi3(long long a, int n)
{
	__dword d = { .s = a };

	if (n >= 32) {
		d.w.hi = d.w.lo << (n - 32);
		d.w.lo = 0;
	} else if (n) {
		d.w.hi = d.w.hi << n | d.w.lo >> (32 - n);
		d.w.lo <<= n;
	}
	return d.s;
}
