/* SPDX-License-Identifier: MIT */
/* __bswapdi2: the bytes of a 64-bit word in reverse order. */
#include "libgcc.h"

unsigned int __bswapsi2(unsigned int);

unsigned long long __bswapdi2(unsigned long long x)
{
	__dword in = { .u = x }, out;

	out.w.hi = __bswapsi2(in.w.lo);
	out.w.lo = __bswapsi2(in.w.hi);
	return out.u;
}
