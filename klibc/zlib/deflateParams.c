/* SPDX-License-Identifier: MIT */
/*
 * deflateParams: a new level and strategy for the input to come.  When
 * the stream has started and the parser changes, what was given so far
 * is first compressed and flushed with the old one (deflate(Z_BLOCK));
 * if that cannot finish for want of output space, Z_BUF_ERROR, and the
 * call is to be repeated once the output has drained.
 */
#include "deflate.h"

int deflateParams(z_streamp strm, int level, int strategy)
{
	struct deflate_state *s = def_state(strm);
	int r;

	if (!s || __deflate_params(&level, strategy))
		return Z_STREAM_ERROR;
	if (level == s->level && strategy == s->strategy)
		return Z_OK;
	if (s->last_flush != -2) {
		r = deflate(strm, Z_BLOCK);
		if (r == Z_STREAM_ERROR)
			return r;
		/* all input parsed and every block written out */
		if (strm->avail_in || s->lookahead || s->held ||
		    s->block_start != (long)s->strstart)
			return Z_BUF_ERROR;
	}
	s->level = level;
	s->strategy = strategy;
	if (__deflate_alloc_hash(s))
		return Z_MEM_ERROR;
	__deflate_level(s);
	return Z_OK;
}
