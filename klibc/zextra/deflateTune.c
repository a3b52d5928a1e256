/* SPDX-License-Identifier: MIT */
/*
 * deflateTune: the match search's parameters, in place of those of the
 * level until deflateParams or deflateReset sets a level's again:
 * good_length (a match this long: search a quarter as far), max_lazy (a
 * match this long is taken at once; levels 1-3: matches longer are not
 * indexed), nice_length (a match this long ends the search) and
 * max_chain (candidates looked at, at most).
 */
#include "../zlib/deflate.h"

int deflateTune(z_streamp strm, int good_length, int max_lazy,
		int nice_length, int max_chain)
{
	struct deflate_state *s = def_state(strm);

	if (!s)
		return Z_STREAM_ERROR;
	s->good = (unsigned)good_length;
	s->lazy = (unsigned)max_lazy;
	s->nice = (unsigned)nice_length;
	s->max_chain = (unsigned)max_chain;
	return Z_OK;
}
