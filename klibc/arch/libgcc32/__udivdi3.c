/* SPDX-License-Identifier: MIT */
/* __udivdi3: unsigned 64-bit division. */
#include "libgcc.h"

unsigned long long __udivdi3(unsigned long long n, unsigned long long d)
{
	return __udivmoddi4(n, d, 0);
}
