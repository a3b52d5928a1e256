/* SPDX-License-Identifier: MIT */
/*
 * __gz_fill: the next bytes of a gzip file being read, at x.next (x.have
 * of them; none at the end of the data).  Members follow one another;
 * data that is not gzip is passed on as it is when it starts the file,
 * and ignored when it follows a member (zlib's choice, for the padding
 * some tapes and tools add).  A file that ends inside a member is an
 * error, Z_BUF_ERROR "unexpected end of file", after the data before it.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "gzint.h"

/* more input after what is left in the buffer: -1 on a read error */
static int load(struct gz_state *g)
{
	z_stream *z = &g->strm;
	ssize_t n;

	if (g->eof)
		return 0;
	if (z->avail_in && z->next_in != g->in)
		memmove(g->in, z->next_in, z->avail_in);
	z->next_in = g->in;
	do
		n = read(g->fd, g->in + z->avail_in, g->size - z->avail_in);
	while (n < 0 && errno == EINTR);
	if (n < 0) {
		__gz_error(g, Z_ERRNO, strerror(errno));
		return -1;
	}
	if (!n)
		g->eof = 1;
	z->avail_in += (uInt)n;
	return 0;
}

int __gz_fill(struct gz_state *g)
{
	z_stream *z = &g->strm;
	int r;

	if (!g->in && __gz_bufs(g))
		return -1;
	g->x.next = g->out;
	g->x.have = 0;
	for (;;) {
		switch (g->how) {
		case GZ_LOOK:
			if (z->avail_in < 2 && load(g))
				return -1;
			if (z->avail_in < 2 && !g->eof)
				break;
			if (z->avail_in >= 2 && z->next_in[0] == 0x1f &&
			    z->next_in[1] == 0x8b) {
				inflateReset(z);
				g->how = GZ_INFLATE;
				g->seen = 1;
				break;
			}
			if (g->seen) {
				z->avail_in = 0;
				g->eof = 1;
				return 0;
			}
			g->direct = 1;
			g->how = GZ_COPY;
			break;
		case GZ_COPY:
			if (!z->avail_in && load(g))
				return -1;
			memcpy(g->out, z->next_in, z->avail_in);
			g->x.have = z->avail_in;
			z->avail_in = 0;
			return 0;
		case GZ_INFLATE:
			if (!z->avail_in && load(g))
				return -1;
			if (!z->avail_in) {
				__gz_error(g, Z_BUF_ERROR,
					   "unexpected end of file");
				return -1;
			}
			z->next_out = g->out + g->x.have;
			z->avail_out = 2 * g->size - g->x.have;
			r = inflate(z, Z_NO_FLUSH);
			g->x.have = 2 * g->size - z->avail_out;
			if (r == Z_MEM_ERROR) {
				__gz_error(g, Z_MEM_ERROR, NULL);
				return -1;
			}
			if (r == Z_DATA_ERROR) {
				__gz_error(g, Z_DATA_ERROR, z->msg ? z->msg :
					   "compressed data error");
				return -1;
			}
			if (r == Z_STREAM_ERROR || r == Z_NEED_DICT) {
				__gz_error(g, Z_STREAM_ERROR,
					   "internal error: inflate stream corrupt");
				return -1;
			}
			if (r == Z_STREAM_END)
				g->how = GZ_LOOK;
			if (g->x.have)
				return 0;
			break;
		}
	}
}
