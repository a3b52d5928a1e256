/* SPDX-License-Identifier: MIT */
/*
 * deflateReset: start a new stream on a deflate state, keeping its
 * parameters (a dictionary has to be set again).
 */
#include "deflate.h"

int deflateReset(z_streamp strm)
{
	struct deflate_state *s = def_state(strm);
	unsigned i;

	if (!s)
		return Z_STREAM_ERROR;
	__deflate_level(s);
	/* until a block has been coded: the fixed code's lengths */
	for (i = 0; i < Z_NUM_LITLEN; i++)
		s->cost_l[i] = i < 144 ? 8 : i < 256 ? 9 : i < 280 ? 7 : 8;
	memset(s->cost_d, 5, sizeof(s->cost_d));
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
	s->have_dict = 0;
	s->head_put = NULL;	/* the plain gzip header again */
	s->head_more = 0;
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
