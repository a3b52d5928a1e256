/* SPDX-License-Identifier: MIT */
/* __gz_more: decompressed bytes waiting in x for a reader, filling the
 * buffer when it is empty.  -1 at the end of the data (past is set then)
 * or when a read failed or the file ended too soon. */
#include "gzint.h"

int __gz_more(struct gz_state *g)
{
	if (g->x.have)
		return 0;
	if (g->err == Z_BUF_ERROR || __gz_fill(g))
		return -1;
	if (!g->x.have) {
		g->past = 1;
		return -1;
	}
	return 0;
}
