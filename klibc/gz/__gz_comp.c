/* SPDX-License-Identifier: MIT */
/*
 * __gz_comp: compress what waits in the stream's input with the given
 * flush, writing all the output deflate makes to the file (or write the
 * input as it is, for 'T').  After Z_FINISH the stream starts again, so
 * that more writes make a new member, as zlib does.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "gzint.h"

static int write_all(struct gz_state *g, const unsigned char *p, size_t n)
{
	ssize_t w;

	while (n) {
		w = write(g->fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			__gz_error(g, Z_ERRNO, w < 0 ? strerror(errno) :
				   "write returned 0");
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int __gz_comp(struct gz_state *g, int flush)
{
	z_stream *z = &g->strm;
	unsigned n;
	int r;

	if (!g->out && __gz_bufs(g))
		return -1;
	if (g->direct) {
		n = z->avail_in;
		z->avail_in = 0;
		return write_all(g, z->next_in, n);
	}
	do {
		z->next_out = g->out;
		z->avail_out = g->size;
		r = deflate(z, flush);
		if (r == Z_STREAM_ERROR) {
			__gz_error(g, Z_STREAM_ERROR,
				   "internal error: deflate stream corrupt");
			return -1;
		}
		n = g->size - z->avail_out;
		if (n && write_all(g, g->out, n))
			return -1;
	} while (r == Z_OK && (z->avail_in || !z->avail_out));
	if (r == Z_STREAM_END)
		deflateReset(z);
	return 0;
}
