/* SPDX-License-Identifier: MIT */
/* __umoddi3: unsigned 64-bit remainder. */
#include "libgcc.h"

unsigned long long __umoddi3(unsigned long long n, unsigned long long d)
{
	unsigned long long r;

	__udivmoddi4(n, d, &r);
	return r;
}
