/* SPDX-License-Identifier: MIT */
/* jrand48: the next signed 32-bit number from the caller's state. */
#include <stdlib.h>
#include "rand48.h"

long jrand48(unsigned short x[3])
{
	return (long)(int32_t)(uint32_t)(__rand48_step(x) >> 16);
}
