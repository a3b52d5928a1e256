/* SPDX-License-Identifier: MIT */
/* nrand48: the next non-negative 31-bit number from the caller's state. */
#include <stdlib.h>
#include "rand48.h"

long nrand48(unsigned short x[3])
{
	return (long)(__rand48_step(x) >> 17);
}
