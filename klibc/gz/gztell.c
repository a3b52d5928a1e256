/* SPDX-License-Identifier: MIT */
/* gztell: the position in the uncompressed data, or -1. */
#include "gzint.h"

z_off_t gztell(gzFile file)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g || (g->mode != GZ_READ && g->mode != GZ_WRITE))
		return -1;
	return (z_off_t)g->x.pos;
}
