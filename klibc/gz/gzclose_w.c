/* SPDX-License-Identifier: MIT */
/*
 * gzclose_w: finish the member and close a file being written (a file
 * nothing was written to stays empty, as with zlib).  Returns Z_OK, the
 * error of the last write, Z_ERRNO if close failed, or Z_STREAM_ERROR if
 * it is not a file being written.
 */
#include <stdlib.h>
#include <unistd.h>
#include "gzint.h"

int gzclose_w(gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_WRITE);
	int r = Z_OK;

	if (!g)
		return Z_STREAM_ERROR;
	if (g->in) {
		if (g->err != Z_OK || __gz_comp(g, Z_FINISH))
			r = g->err;
		if (!g->direct)
			deflateEnd(&g->strm);
	}
	if (__gz_free(g) != Z_OK && r == Z_OK)
		r = Z_ERRNO;
	return r;
}
