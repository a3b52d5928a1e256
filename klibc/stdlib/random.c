/* SPDX-License-Identifier: MIT */
/*
 * random: the next number of the library's pseudo-random sequence.
 * A 64-bit linear congruential generator (Knuth's MMIX constants); only
 * the top 31 bits are returned, since the low bits of an LCG are weak.
 * rand() and random() share this sequence, as do srand() and srandom().
 */
#include <stdlib.h>
#include <stdint.h>
#include "__random.h"

uint64_t __random_state = 1;

long random(void)
{
	__random_state = __random_state * 6364136223846793005ULL +
			 1442695040888963407ULL;
	return (long)(__random_state >> 33);
}
