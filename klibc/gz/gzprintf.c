/* SPDX-License-Identifier: MIT */
/*
 * gzprintf: formatted output (the library's printf: no floating point),
 * as zlib does it: formatted in the input buffer, so at most the buffer
 * size less one byte a call (8191 by default; gzbuffer sets it).
 * Returns the bytes written, 0 when the result was empty or too long,
 * or a zlib error code (negative).
 */
#include <stdarg.h>
#include <stdio.h>
#include "gzint.h"

int gzprintf(gzFile file, const char *format, ...)
{
	struct gz_state *g = gz_state(file, GZ_WRITE);
	z_stream *z;
	va_list ap;
	int n;

	if (!g)
		return Z_STREAM_ERROR;
	if (g->err != Z_OK)
		return g->err;
	if (!g->in && __gz_bufs(g))
		return g->err;
	z = &g->strm;
	/* what waits goes into the stream first: the buffer is all ours */
	if (z->avail_in && __gz_comp(g, Z_NO_FLUSH))
		return g->err;
	va_start(ap, format);
	n = vsnprintf((char *)g->in, g->size, format, ap);
	va_end(ap);
	if (n <= 0 || (unsigned)n >= g->size)
		return 0;
	z->next_in = g->in;
	z->avail_in = (unsigned)n;
	g->x.pos += n;
	return n;
}
