/*
 * __deflate_fill: make room in the window by sliding it down one half
 * when the current position nears its end, then copy input into it,
 * adding the input to the check value.  Positions in the hash tables
 * move down with the data; those that fall off become 0, "none".
 */
#include "deflate.h"

static void slide_table(uint16_t *t, unsigned n, unsigned by)
{
	unsigned i, v;

	for (i = 0; i < n; i++) {
		v = t[i];
		t[i] = (uint16_t)(v >= by ? v - by : 0);
	}
}

void __deflate_fill(struct deflate_state *s)
{
	z_streamp strm = s->strm;
	unsigned w = s->wsize, room, n;

	if (s->strstart >= 2 * w - MIN_LOOKAHEAD) {
		memcpy(s->window, s->window + w, w);
		s->strstart -= w;
		s->block_start -= w;
		s->floor -= w;
		if (s->head) {
			slide_table(s->head, 1U << s->hash_bits, w);
			slide_table(s->prev, w, w);
			slide_table(s->head3, 1U << HASH3_BITS, w);
		}
	}
	room = 2 * w - s->strstart - s->lookahead;
	n = strm->avail_in < room ? strm->avail_in : room;
	if (!n)
		return;
	memcpy(s->window + s->strstart + s->lookahead, strm->next_in, n);
	if (s->wrap == 1)
		s->check = adler32(s->check, strm->next_in, n);
	else if (s->wrap == 2)
		s->check = crc32(s->check, strm->next_in, n);
	strm->adler = s->check;
	strm->next_in += n;
	strm->avail_in -= n;
	strm->total_in += n;
	s->lookahead += n;
}
