/* SPDX-License-Identifier: MIT */
/* __rand48_step: one step of the *rand48 generator. */
#include "rand48.h"

uint64_t __rand48_step(unsigned short x[3])
{
	uint64_t v = (uint64_t)x[2] << 32 | (uint32_t)x[1] << 16 | x[0];

	v = (v * 0x5deece66dULL + 0xb) & 0xffffffffffffULL;
	x[0] = v;
	x[1] = v >> 16;
	x[2] = v >> 32;
	return v;
}
