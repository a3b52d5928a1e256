/* SPDX-License-Identifier: MIT */
/*
 * __udivmoddi4: unsigned 64-bit division with remainder.  Below 2^32 the
 * hardware's 32-bit division does it; otherwise shift and subtract, one
 * quotient bit per step, starting at the divisor's highest useful
 * position.  Division by zero traps like the hardware's.
 */
#include "libgcc.h"

unsigned long long __ashldi3(unsigned long long, int);

unsigned long long __udivmoddi4(unsigned long long n, unsigned long long d,
				unsigned long long *rem)
{
	__dword nn = { .u = n }, dd = { .u = d }, q = { .u = 0 };
	int shift, nz, dz;

	if (!nn.w.hi && !dd.w.hi) {
		q.w.lo = nn.w.lo / dd.w.lo;
		if (rem)
			*rem = nn.w.lo % dd.w.lo;
		return q.u;
	}
	if (n < d) {
		if (rem)
			*rem = n;
		return 0;
	}
	nz = nn.w.hi ? __clzsi2(nn.w.hi) : 32 + __clzsi2(nn.w.lo);
	dz = dd.w.hi ? __clzsi2(dd.w.hi) : 32 + __clzsi2(dd.w.lo);
	shift = dz - nz;
	d = __ashldi3(d, shift);
	for (; shift >= 0; shift--) {
		q.u += q.u;
		if (n >= d) {
			n -= d;
			q.w.lo |= 1;
		}
		dd.u = d;
		dd.w.lo = dd.w.lo >> 1 | dd.w.hi << 31;
		dd.w.hi >>= 1;
		d = dd.u;
	}
	if (rem)
		*rem = n;
	return q.u;
}
