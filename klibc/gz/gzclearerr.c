/* SPDX-License-Identifier: MIT */
/* gzclearerr: forget a file's error and, reading, its end of file. */
#include "gzint.h"

void gzclearerr(gzFile file)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g)
		return;
	if (g->mode == GZ_READ) {
		g->eof = 0;
		g->past = 0;
	}
	__gz_error(g, Z_OK, NULL);
}
