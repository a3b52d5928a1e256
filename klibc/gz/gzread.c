/* SPDX-License-Identifier: MIT */
/*
 * gzread: up to len bytes of uncompressed data.  Returns how many (less
 * at the end of the data, or before an error found on the way, which the
 * next call reports), or -1 on an error (gzerror says which).  An early
 * end of the file (Z_BUF_ERROR) gives what came before it, then 0.
 */
#include <string.h>
#include "gzint.h"

int gzread(gzFile file, voidp buf, unsigned len)
{
	struct gz_state *g = gz_state(file, GZ_READ);
	unsigned char *p = buf;
	unsigned n, got = 0;

	if (!g || (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return -1;
	if ((int)len < 0) {
		__gz_error(g, Z_STREAM_ERROR, "request does not fit in an int");
		return -1;
	}
	while (got < len) {
		if (__gz_more(g))
			break;
		n = g->x.have < len - got ? g->x.have : len - got;
		memcpy(p + got, g->x.next, n);
		g->x.next += n;
		g->x.have -= n;
		g->x.pos += n;
		got += n;
	}
	if (!got && g->err != Z_OK && g->err != Z_BUF_ERROR)
		return -1;
	return (int)got;
}
