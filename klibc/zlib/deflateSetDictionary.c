/* SPDX-License-Identifier: MIT */
/*
 * deflateSetDictionary: data the stream's matches may refer to before its
 * own, as if it had come first (the last window's worth of it counts).
 * Only before the first deflate() call, and not for gzip streams, which
 * have no way to say so; a zlib stream names the dictionary by its
 * Adler-32 in the header (FDICT), and strm->adler tells it.
 */
#include "deflate.h"

int deflateSetDictionary(z_streamp strm, const Bytef *dictionary,
			 uInt dictLength)
{
	struct deflate_state *s = def_state(strm);
	unsigned n = dictLength, p;

	if (!s || !dictionary || s->wrap == 2 || s->status != DS_INIT ||
	    s->strstart || s->lookahead)
		return Z_STREAM_ERROR;
	if (s->wrap == 1) {
		s->dictid = (uint32_t)adler32(1, dictionary, dictLength);
		s->have_dict = 1;
		strm->adler = s->dictid;
	}
	if (n > s->wsize) {
		dictionary += n - s->wsize;
		n = s->wsize;
	}
	memcpy(s->window, dictionary, n);
	s->strstart = n;
	s->block_start = n;
	/* position 0 means "none" to the tables: it stays out */
	if (s->head)
		for (p = 1; p + 4 <= n; p++)
			z_insert(s, p);
	return Z_OK;
}
