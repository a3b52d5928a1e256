/* SPDX-License-Identifier: MIT */
/*
 * __deflate_level: the parser and search depth of the state's level and
 * strategy, at the start of a stream (deflateReset) or from the next
 * block on (deflateParams).
 */
#include "deflate.h"

static const struct {
	uint16_t good, lazy, nice, chain;
} levels[10] = {
	/* good: shorten the search after a match this long;
	 * lazy: take a match this long at once (greedy: index it);
	 * nice: stop searching at a match this long */
	{ 0, 0, 0, 0 },
	{ 4, 4, 8, 4 },
	{ 4, 5, 16, 8 },
	{ 4, 6, 32, 32 },
	{ 4, 4, 16, 16 },
	{ 8, 16, 32, 32 },
	{ 8, 16, 128, 128 },
	{ 8, 32, 128, 256 },
	{ 32, 128, 258, 1024 },
	{ 32, 258, 258, 4096 },
};

#define SEG_LEN		4096

void __deflate_level(struct deflate_state *s)
{
	int l = s->level;

	s->good = levels[l].good;
	s->lazy = levels[l].lazy;
	s->nice = levels[l].nice;
	s->max_chain = levels[l].chain;
	if (!l)
		s->parser = DP_STORED;
	else if (s->strategy == Z_HUFFMAN_ONLY)
		s->parser = DP_HUFFMAN;
	else if (s->strategy == Z_RLE)
		s->parser = DP_RLE;
	else
		s->parser = l < 4 ? DP_GREEDY : DP_LAZY;
	/* the lazy levels weigh ending a block every SEG_LEN symbols */
	s->seg_len = s->parser == DP_LAZY ? SEG_LEN : ~0U;
}
