/* SPDX-License-Identifier: MIT */
/*
 * deflateReset: start a new stream on a deflate state, keeping its
 * parameters.  Also chooses the parser and search depth of the level.
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

int deflateReset(z_streamp strm)
{
	struct deflate_state *s = def_state(strm);
	unsigned i;
	int l;

	if (!s)
		return Z_STREAM_ERROR;
	l = s->level;
	s->good = levels[l].good;
	s->lazy = levels[l].lazy;
	s->nice = levels[l].nice;
	s->max_chain = levels[l].chain;
	/* until a block has been coded: the fixed code's lengths */
	for (i = 0; i < Z_NUM_LITLEN; i++)
		s->cost_l[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
	memset(s->cost_d, 5, sizeof(s->cost_d));
	if (!l)
		s->parser = DP_STORED;
	else if (s->strategy == Z_HUFFMAN_ONLY)
		s->parser = DP_HUFFMAN;
	else if (s->strategy == Z_RLE)
		s->parser = DP_RLE;
	else
		s->parser = l < 4 ? DP_GREEDY : DP_LAZY;

	s->status = DS_INIT;
	s->trailer_done = 0;
	s->last_flush = -2;
	s->check = s->wrap == 1 ? 1 : 0;
	s->strstart = 0;
	s->lookahead = 0;
	s->block_start = 0;
	s->block_bytes = 0;
	s->floor = 0;
	s->held = 0;
	s->nsyms = 0;
	s->block_ready = 0;
	memset(s->lfreq, 0, sizeof(s->lfreq));
	memset(s->dfreq, 0, sizeof(s->dfreq));
	memset(s->slfreq, 0, sizeof(s->slfreq));
	memset(s->sdfreq, 0, sizeof(s->sdfreq));
	s->seg_start = 0;
	s->seg_bytes = 0;
	s->split = 0;
	/* the lazy levels weigh ending a block every SEG_LEN symbols */
	s->seg_len = s->parser == DP_LAZY ? SEG_LEN : ~0U;
	s->pending_len = 0;
	s->pending_out = 0;
	s->bitbuf = 0;
	s->bitcount = 0;
	__deflate_clear_hash(s);

	strm->total_in = 0;
	strm->total_out = 0;
	strm->msg = NULL;
	strm->data_type = Z_UNKNOWN;
	strm->adler = s->check;
	return Z_OK;
}
