/* SPDX-License-Identifier: MIT */
/*
 * gzflush: compress and write out what was given so far, with a deflate
 * flush (Z_SYNC_FLUSH, Z_FULL_FLUSH; Z_FINISH ends the member, and more
 * writes start another).  Returns the file's error state.
 */
#include "gzint.h"

int gzflush(gzFile file, int flush)
{
	struct gz_state *g = gz_state(file, GZ_WRITE);

	if (!g || flush < 0 || flush > Z_FINISH)
		return Z_STREAM_ERROR;
	if (g->err != Z_OK)
		return g->err;
	__gz_comp(g, flush);
	return g->err;
}
