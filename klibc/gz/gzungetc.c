/* SPDX-License-Identifier: MIT */
/*
 * gzungetc: push a byte back, to be read next; as many as the output
 * buffer holds (at least one).  Returns c, or -1.
 */
#include <string.h>
#include "gzint.h"

int gzungetc(int c, gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_READ);
	unsigned room;

	if (!g || c < 0 || (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return -1;
	if (!g->out && __gz_bufs(g))
		return -1;
	room = 2 * g->size;
	if (!g->x.have) {
		g->x.next = g->out + room;
	} else if (g->x.next == g->out) {
		if (g->x.have == room) {
			__gz_error(g, Z_DATA_ERROR,
				   "out of room to push characters");
			return -1;
		}
		/* move what is left to the end, to make room before it */
		memmove(g->out + room - g->x.have, g->x.next, g->x.have);
		g->x.next = g->out + room - g->x.have;
	}
	*--g->x.next = (unsigned char)c;
	g->x.have++;
	g->x.pos--;
	g->past = 0;
	return c & 0xff;
}
