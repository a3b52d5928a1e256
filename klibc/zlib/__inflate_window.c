/* SPDX-License-Identifier: MIT */
/*
 * __inflate_window: keep the last wsize bytes of output (the n bytes
 * before end) for matches in later calls; inflateSetDictionary puts a
 * dictionary there the same way.
 */
#include "inflate.h"

void __inflate_window(struct inflate_state *s, const unsigned char *end,
		      unsigned n)
{
	unsigned part;

	if (n >= s->wsize) {
		memcpy(s->window, end - s->wsize, s->wsize);
		s->wnext = 0;
		s->whave = s->wsize;
		return;
	}
	part = s->wsize - s->wnext;
	if (part > n)
		part = n;
	memcpy(s->window + s->wnext, end - n, part);
	if (n > part)
		memcpy(s->window, end - n + part, n - part);
	s->wnext = (s->wnext + n) & (s->wsize - 1);
	s->whave += n;
	if (s->whave > s->wsize)
		s->whave = s->wsize;
}
