/* SPDX-License-Identifier: MIT */
/*
 * inflateGetDictionary: the history matches may still refer to, oldest
 * first (the window wraps at wnext once it is full); *dictLength is its
 * length, up to the window size.  dictionary may be NULL to ask for the
 * length only.
 */
#include "inflate.h"

int inflateGetDictionary(z_streamp strm, Bytef *dictionary, uInt *dictLength)
{
	struct inflate_state *s = inf_state(strm);
	unsigned older;

	if (!s)
		return Z_STREAM_ERROR;
	if (dictionary && s->whave) {
		older = s->whave - s->wnext;
		memcpy(dictionary, s->window + s->wnext, older);
		memcpy(dictionary + older, s->window, s->wnext);
	}
	if (dictLength)
		*dictLength = s->whave;
	return Z_OK;
}
