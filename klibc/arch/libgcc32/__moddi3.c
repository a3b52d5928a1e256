/* SPDX-License-Identifier: MIT */
/* __moddi3: signed 64-bit remainder, with the sign of the dividend. */
#include "libgcc.h"

long long __moddi3(long long n, long long d)
{
	unsigned long long un = n, ud = d, r;

	if (n < 0)
		un = -un;
	if (d < 0)
		ud = -ud;
	__udivmoddi4(un, ud, &r);
	return (long long)(n < 0 ? -r : r);
}
