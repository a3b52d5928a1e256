/* SPDX-License-Identifier: MIT */
/*
 * rand_r: a pseudo-random number from a caller-held 32-bit state.  The
 * state steps as a 32-bit LCG (full period); its bits are mixed by an
 * invertible hash before use, since the low bits of an LCG are weak.
 */
#include <stdlib.h>
#include <stdint.h>

int rand_r(unsigned int *seed)
{
	uint32_t x = *seed * 1103515245u + 12345u;

	*seed = x;
	x ^= x >> 16;
	x *= 0x85ebca6bu;
	x ^= x >> 13;
	x *= 0xc2b2ae35u;
	x ^= x >> 16;
	return (int)(x & RAND_MAX);
}
