/* SPDX-License-Identifier: MIT */
/* __ashrdi3: a 64-bit arithmetic shift right by 0..63 bits, in halves. */
#include "libgcc.h"

long long __ashrdi3(long long a, int n)
{
	__dword d = { .s = a };
	int hi = (int)d.w.hi;

	if (n >= 32) {
		d.w.lo = (unsigned int)(hi >> (n - 32));
		d.w.hi = (unsigned int)(hi >> 31);
	} else if (n) {
		d.w.lo = d.w.lo >> n | d.w.hi << (32 - n);
		d.w.hi = (unsigned int)(hi >> n);
	}
	return d.s;
}
