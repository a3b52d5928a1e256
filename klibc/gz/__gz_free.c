/* SPDX-License-Identifier: MIT */
/* __gz_free: the end of a gzFile, read or written: its descriptor closed,
 * its buffers and state freed.  Z_ERRNO if close failed, else Z_OK. */
#include <stdlib.h>
#include <unistd.h>
#include "gzint.h"

int __gz_free(struct gz_state *g)
{
	int r = close(g->fd) ? Z_ERRNO : Z_OK;

	free(g->in);
	free(g->out);
	free(g->msg);
	free(g->path);
	free(g);
	return r;
}
