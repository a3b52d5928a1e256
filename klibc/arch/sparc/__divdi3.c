/* __divdi3: signed 64-bit division, rounding toward zero. */
#include "libgcc.h"

long long __divdi3(long long n, long long d)
{
	unsigned long long un = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
	unsigned long long ud = d < 0 ? -(unsigned long long)d : (unsigned long long)d;
	unsigned long long q = __udivmoddi4(un, ud, 0);

	return (long long)((n < 0) != (d < 0) ? -q : q);
}
