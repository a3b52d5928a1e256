/* SPDX-License-Identifier: MIT */
/* inflateReset: a new stream on an inflate state, same wrapper and window. */
#include "inflate.h"

int inflateReset(z_streamp strm)
{
	struct inflate_state *s = inf_state(strm);

	if (!s)
		return Z_STREAM_ERROR;
	s->mode = IM_HEAD;
	s->kind = 0;
	s->last = 0;
	s->flags = 0;
	s->check = 0;
	s->total = 0;
	s->hold = 0;
	s->bits = 0;
	s->wsize = 1U << (s->wbits ? s->wbits : 15);
	s->whave = 0;
	s->wnext = 0;
	s->fixed = 0;
	s->nocheck = 0;
	s->sync_got = 0;
	s->head_fill = NULL;	/* inflateGetHeader is asked anew */
	strm->total_in = 0;
	strm->total_out = 0;
	strm->msg = NULL;
	strm->data_type = 0;
	strm->adler = s->wrap & WRAP_ZLIB ? 1 : 0;
	return Z_OK;
}
