/* SPDX-License-Identifier: MIT */
/* llabs: absolute value of a long long. */
#include <stdlib.h>

long long llabs(long long n)
{
	return n < 0 ? -n : n;
}
