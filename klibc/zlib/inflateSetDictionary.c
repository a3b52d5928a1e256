/* SPDX-License-Identifier: MIT */
/*
 * inflateSetDictionary: the data the stream's matches may refer to before
 * its own.  A zlib stream asks for it (inflate returned Z_NEED_DICT, with
 * its Adler-32 in strm->adler) and it must be that one; a raw stream
 * takes it at any time; a gzip stream never.
 */
#include "inflate.h"

int inflateSetDictionary(z_streamp strm, const Bytef *dictionary,
			 uInt dictLength)
{
	struct inflate_state *s = inf_state(strm);

	if (!s || (!dictionary && dictLength))
		return Z_STREAM_ERROR;
	if (s->wrap && s->mode != IM_DICT)
		return Z_STREAM_ERROR;
	if (s->mode == IM_DICT &&
	    (uint32_t)adler32(1, dictionary, dictLength) != s->check)
		return Z_DATA_ERROR;
	if (dictLength)
		__inflate_window(s, dictionary + dictLength, dictLength);
	if (s->mode == IM_DICT) {
		/* the trailer's Adler-32 is of the data alone */
		s->check = 1;
		strm->adler = 1;
		s->mode = IM_TYPE;
	}
	return Z_OK;
}
