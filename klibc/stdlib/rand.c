/* SPDX-License-Identifier: MIT */
/* rand: the next number of the library's pseudo-random sequence. */
#include <stdlib.h>

int rand(void)
{
	return (int)random();
}
