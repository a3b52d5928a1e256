/* SPDX-License-Identifier: MIT */
/* srand48: seed lrand48 and mrand48 with the high 32 bits of X. */
#include <stdlib.h>
#include "rand48.h"

void srand48(long seed)
{
	__rand48_seed[0] = 0x330e;
	__rand48_seed[1] = seed;
	__rand48_seed[2] = (unsigned long)seed >> 16;
}
