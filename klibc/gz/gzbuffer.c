/* SPDX-License-Identifier: MIT */
/*
 * gzbuffer: the buffer size, before the first read or write (later: -1).
 * Below 8 bytes it is made 8.
 */
#include "gzint.h"

int gzbuffer(gzFile file, unsigned size)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g || (g->mode != GZ_READ && g->mode != GZ_WRITE) || g->in ||
	    (size << 1) < size)
		return -1;
	g->size = size < 8 ? 8 : size;
	return 0;
}
