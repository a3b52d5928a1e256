/* __moddi3: signed 64-bit remainder, with the sign of the dividend. */
#include "libgcc.h"

long long __moddi3(long long n, long long d)
{
	unsigned long long un = n < 0 ? -(unsigned long long)n : (unsigned long long)n;
	unsigned long long ud = d < 0 ? -(unsigned long long)d : (unsigned long long)d;
	unsigned long long r;

	__udivmoddi4(un, ud, &r);
	return (long long)(n < 0 ? -r : r);
}
