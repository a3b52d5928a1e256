/* SPDX-License-Identifier: MIT */
/* ldiv: quotient and remainder of a long division. */
#include <stdlib.h>

ldiv_t ldiv(long num, long den)
{
	ldiv_t r;

	r.quot = num / den;
	r.rem = num % den;
	return r;
}
