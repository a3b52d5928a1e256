/* SPDX-License-Identifier: MIT */
/*
 * gzsetparams: a new level and strategy for what is written next; what
 * was written before is compressed with the old ones first.
 */
#include "gzint.h"
#include "../zlib/zint.h"

int gzsetparams(gzFile file, int level, int strategy)
{
	struct gz_state *g = gz_state(file, GZ_WRITE);
	z_stream *z;
	int r;

	if (!g || g->err != Z_OK || __deflate_params(&level, strategy))
		return Z_STREAM_ERROR;
	if (level == g->level && strategy == g->strategy)
		return Z_OK;
	z = &g->strm;
	if (g->out && !g->direct) {
		/* all given input parsed; then only the flag changes */
		if (__gz_comp(g, Z_BLOCK))
			return g->err;
		z->next_out = g->out;
		z->avail_out = g->size;
		r = deflateParams(z, level, strategy);
		if (r != Z_OK && r != Z_BUF_ERROR) {
			__gz_error(g, r, "deflateParams failed");
			return r;
		}
		/* it wrote nothing: the block was flushed just before */
	}
	g->level = level;
	g->strategy = strategy;
	return Z_OK;
}
