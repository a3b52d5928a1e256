/* SPDX-License-Identifier: MIT */
/* labs: absolute value of a long. */
#include <stdlib.h>

long labs(long n)
{
	return n < 0 ? -n : n;
}
