/* SPDX-License-Identifier: MIT */
/* mrand48: the next signed 32-bit number. */
#include <stdlib.h>
#include "rand48.h"

long mrand48(void)
{
	return jrand48(__rand48_seed);
}
