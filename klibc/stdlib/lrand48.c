/* SPDX-License-Identifier: MIT */
/* lrand48: the next non-negative 31-bit number. */
#include <stdlib.h>
#include "rand48.h"

long lrand48(void)
{
	return nrand48(__rand48_seed);
}
