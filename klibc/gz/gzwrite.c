/* SPDX-License-Identifier: MIT */
/*
 * gzwrite: len bytes of uncompressed data, gathered in the input buffer
 * and compressed whenever it is full.  Returns len, or 0 on an error.
 */
#include <string.h>
#include "gzint.h"

int gzwrite(gzFile file, voidpc buf, unsigned len)
{
	struct gz_state *g = gz_state(file, GZ_WRITE);
	z_stream *z;
	const unsigned char *p = buf;
	unsigned room, n, put = 0;

	if (!g || g->err != Z_OK)
		return 0;
	if ((int)len < 0) {
		__gz_error(g, Z_DATA_ERROR, "requested length does not fit in int");
		return 0;
	}
	if (!g->in && __gz_bufs(g))
		return 0;
	z = &g->strm;
	while (put < len) {
		if (!z->avail_in)
			z->next_in = g->in;
		room = g->size - (unsigned)(z->next_in - g->in) - z->avail_in;
		if (!room) {
			if (__gz_comp(g, Z_NO_FLUSH))
				return 0;
			continue;
		}
		n = len - put < room ? len - put : room;
		memcpy(z->next_in + z->avail_in, p + put, n);
		z->avail_in += n;
		g->x.pos += n;
		put += n;
	}
	return (int)len;
}
