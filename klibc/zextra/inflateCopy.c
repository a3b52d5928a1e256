/* SPDX-License-Identifier: MIT */
/*
 * inflateCopy: dest becomes a copy of source, state and window, from
 * which either goes on decoding without the other; memory comes from
 * source's allocator, which dest shares.
 */
#include "../zlib/inflate.h"

int inflateCopy(z_streamp dest, z_streamp source)
{
	struct inflate_state *s = inf_state(source), *d;
	unsigned char *win;

	if (!s || !dest)
		return Z_STREAM_ERROR;
	d = __z_alloc(source, sizeof(*d));
	/* as large as inflateInit2 made it: a zlib header may ask for more */
	win = __z_alloc(source, 1U << (s->wbits ? s->wbits : 15));
	if (!d || !win) {
		__z_free(source, d);
		__z_free(source, win);
		return Z_MEM_ERROR;
	}
	memcpy(d, s, sizeof(*d));
	/* until the window is full its history starts at 0 */
	memcpy(win, s->window, s->whave);
	d->window = win;
	d->strm = dest;
	*dest = *source;
	dest->state = (struct internal_state *)d;
	return Z_OK;
}
