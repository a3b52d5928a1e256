/* SPDX-License-Identifier: MIT */
/*
 * gzrewind: read a file again from the start (where it was when opened).
 * -1 for a file being written or one that cannot seek.
 */
#include <unistd.h>
#include "gzint.h"

int gzrewind(gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_READ);

	if (!g || (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return -1;
	if (g->start < 0 || lseek(g->fd, g->start, SEEK_SET) != g->start)
		return -1;
	__gz_error(g, Z_OK, NULL);
	g->x.have = 0;
	g->x.pos = 0;
	g->strm.avail_in = 0;
	g->how = GZ_LOOK;
	g->direct = 0;
	g->seen = 0;
	g->eof = 0;
	g->past = 0;
	return 0;
}
