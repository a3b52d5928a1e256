/* SPDX-License-Identifier: MIT */
/*
 * deflateEnd: free the memory of a deflate stream.  Z_DATA_ERROR says
 * that the stream was not finished: some input or output was dropped.
 */
#include "deflate.h"

int deflateEnd(z_streamp strm)
{
	struct deflate_state *s = def_state(strm);
	int busy;

	if (!s)
		return Z_STREAM_ERROR;
	busy = s->status == DS_BUSY;
	__z_free(strm, s->pending);
	__z_free(strm, s->syms);
	__z_free(strm, s->head3);
	__z_free(strm, s->prev);
	__z_free(strm, s->head);
	__z_free(strm, s->window);
	s->magic = 0;
	__z_free(strm, s);
	strm->state = NULL;
	return busy ? Z_DATA_ERROR : Z_OK;
}
