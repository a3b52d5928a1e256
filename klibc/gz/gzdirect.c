/* SPDX-License-Identifier: MIT */
/*
 * gzdirect: 1 if the file is read as it is (not gzip) or written without
 * compression ('T').  For a file being read and not yet looked at, its
 * start is read first to tell.
 */
#include "gzint.h"

int gzdirect(gzFile file)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g)
		return 0;
	if (g->mode == GZ_READ && g->how == GZ_LOOK && !g->x.have &&
	    g->err == Z_OK)
		__gz_fill(g);
	return g->direct;
}
