/* SPDX-License-Identifier: MIT */
/* srand: start the sequence of rand() and random() from a seed. */
#include <stdlib.h>

void srand(unsigned int seed)
{
	srandom(seed);
}
