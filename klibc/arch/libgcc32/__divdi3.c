/* SPDX-License-Identifier: MIT */
/* __divdi3: signed 64-bit division, rounding toward zero. */
#include "libgcc.h"

long long __divdi3(long long n, long long d)
{
	unsigned long long un = n, ud = d, q;

	if (n < 0)
		un = -un;
	if (d < 0)
		ud = -ud;
	q = __udivmoddi4(un, ud, 0);
	return (long long)((n < 0) != (d < 0) ? -q : q);
}
