/* SPDX-License-Identifier: MIT */
/* div: quotient and remainder of an int division. */
#include <stdlib.h>

div_t div(int num, int den)
{
	div_t r;

	r.quot = num / den;
	r.rem = num % den;
	return r;
}
