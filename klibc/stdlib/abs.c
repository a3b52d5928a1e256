/* SPDX-License-Identifier: MIT */
/* abs: absolute value of an int. */
#include <stdlib.h>

int abs(int n)
{
	return n < 0 ? -n : n;
}
