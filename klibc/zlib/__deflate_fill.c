/* SPDX-License-Identifier: MIT */
/*
 * __deflate_fill: make room in the window by sliding it down one half
 * when the current position nears its end, then copy input into it,
 * adding the input to the check value.  Positions in the hash tables
 * move down with the data; those that fall off become 0, "none".
 */
#include "deflate.h"

/*
 * Positions are below 2 * by (a power of two), so moving one down by by
 * is clearing its bit by if it is set, and making it 0 if not; done on
 * a word's worth of 16-bit positions at a time (n is a multiple of 4).
 */
static void slide_table(uint16_t *t, unsigned n, unsigned by)
{
	const z_word ones = (z_word)0x0001000100010001ULL;
	unsigned shift = __builtin_ctz(by), i;
	z_word x;
	z_worda *w = (z_worda *)t;

	for (i = 0; i < n / (sizeof(z_word) / 2); i++) {
		x = w[i];
		w[i] = x & (((x >> shift) & ones) * (by - 1));
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
