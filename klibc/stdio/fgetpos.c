/* SPDX-License-Identifier: MIT */
/* fgetpos: save a stream's position. */
#include <stdio.h>

int fgetpos(FILE *f, fpos_t *pos)
{
	off_t p = ftello(f);

	if (p < 0)
		return -1;
	*pos = p;
	return 0;
}
