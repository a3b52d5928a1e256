/* SPDX-License-Identifier: MIT */
/* lldiv: quotient and remainder of a long long division. */
#include <stdlib.h>

lldiv_t lldiv(long long num, long long den)
{
	lldiv_t r;

	r.quot = num / den;
	r.rem = num % den;
	return r;
}
