/* SPDX-License-Identifier: MIT */
/*
 * gzeof: whether a read has asked for more than the file had (not merely
 * reached its end), as zlib and feof() do.  0 for files being written.
 */
#include "gzint.h"

int gzeof(gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_READ);

	return g ? g->past : 0;
}
