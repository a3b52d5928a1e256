/* SPDX-License-Identifier: MIT */
/* gzclose: close a gzip file, read or written (gzclose_r, gzclose_w). */
#include "gzint.h"

int gzclose(gzFile file)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g)
		return Z_STREAM_ERROR;
	return g->mode == GZ_READ ? gzclose_r(file) : gzclose_w(file);
}
