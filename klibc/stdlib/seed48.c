/* SPDX-License-Identifier: MIT */
/* seed48: set all 48 bits of X; returns the previous X. */
#include <stdlib.h>
#include <string.h>
#include "rand48.h"

unsigned short *seed48(const unsigned short seed[3])
{
	static unsigned short old[3];

	memcpy(old, __rand48_seed, sizeof(old));
	memcpy(__rand48_seed, seed, sizeof(old));
	return old;
}
