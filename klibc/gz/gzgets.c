/* SPDX-License-Identifier: MIT */
/*
 * gzgets: a line of uncompressed data, up to len - 1 bytes, with its
 * newline, ended by a NUL.  NULL when there was nothing left to read, or
 * on an error.
 */
#include <string.h>
#include "gzint.h"

char *gzgets(gzFile file, char *buf, int len)
{
	struct gz_state *g = gz_state(file, GZ_READ);
	unsigned left, n, got = 0;
	unsigned char *eol = NULL;

	if (!g || !buf || len < 1 ||
	    (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return NULL;
	left = (unsigned)len - 1;
	while (left && !eol) {
		if (__gz_more(g))
			break;
		n = g->x.have < left ? g->x.have : left;
		eol = memchr(g->x.next, '\n', n);
		if (eol)
			n = (unsigned)(eol - g->x.next) + 1;
		memcpy(buf + got, g->x.next, n);
		g->x.next += n;
		g->x.have -= n;
		g->x.pos += n;
		got += n;
		left -= n;
	}
	if (!got || (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return NULL;
	buf[got] = '\0';
	return buf;
}
