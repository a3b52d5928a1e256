/* SPDX-License-Identifier: MIT */
/*
 * gzclose_r: close a file being read.  Z_BUF_ERROR if it ended inside a
 * member, Z_ERRNO if close failed, Z_STREAM_ERROR if it is not a file
 * being read.
 */
#include <stdlib.h>
#include <unistd.h>
#include "gzint.h"

int gzclose_r(gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_READ);
	int r;

	if (!g)
		return Z_STREAM_ERROR;
	r = g->err == Z_BUF_ERROR ? Z_BUF_ERROR : Z_OK;
	if (g->in)
		inflateEnd(&g->strm);
	if (__gz_free(g) != Z_OK)
		r = Z_ERRNO;
	return r;
}
