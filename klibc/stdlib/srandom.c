/* SPDX-License-Identifier: MIT */
/* srandom: start the sequence of random() and rand() from a seed. */
#include <stdlib.h>
#include "__random.h"

void srandom(unsigned int seed)
{
	__random_state = seed;
}
