/* SPDX-License-Identifier: MIT */
/*
 * __gz_bufs: the buffers and the stream of a gzip file, made on its first
 * read or write.  Reading inflates gzip members only (their header says
 * which they are); writing makes a gzip member at the file's level and
 * strategy, unless it writes as it is ('T').
 */
#include <stdlib.h>
#include "gzint.h"

int __gz_bufs(struct gz_state *g)
{
	z_stream *z = &g->strm;
	unsigned out = g->mode == GZ_READ ? 2 * g->size : g->size;
	int r = Z_OK;

	g->in = malloc(g->size);
	g->out = malloc(out);
	if (!g->in || !g->out)
		goto nomem;
	z->zalloc = Z_NULL;
	z->zfree = Z_NULL;
	z->opaque = Z_NULL;
	z->next_in = g->in;
	z->avail_in = 0;
	if (g->mode == GZ_READ)
		r = inflateInit2(z, 16 + MAX_WBITS);
	else if (!g->direct)
		r = deflateInit2(z, g->level, Z_DEFLATED, 16 + MAX_WBITS,
				 DEF_MEM_LEVEL, g->strategy);
	if (r == Z_OK)
		return 0;
nomem:
	free(g->in);
	free(g->out);
	g->in = g->out = NULL;
	__gz_error(g, Z_MEM_ERROR, NULL);
	return -1;
}
