/* SPDX-License-Identifier: MIT */
/*
 * inflateInit2: set up a stream for inflate.  windowBits selects the
 * wrapper: 8..15 zlib (0: the size in the zlib header), -8..-15 raw
 * deflate, 16 more for gzip, 32 more for either, told by the header.
 */
#include <stdlib.h>
#include "inflate.h"

int inflateInit2(z_streamp strm, int windowBits)
{
	struct inflate_state *s;
	int wrap, wbits;

	if (!strm)
		return Z_STREAM_ERROR;
	strm->msg = NULL;
	if (windowBits < 0) {
		if (windowBits < -15)
			return Z_STREAM_ERROR;
		wrap = 0;
		wbits = -windowBits;
	} else if (windowBits < 16) {
		wrap = WRAP_ZLIB;
		wbits = windowBits;
	} else if (windowBits < 32) {
		wrap = WRAP_GZIP;
		wbits = windowBits - 16;
	} else if (windowBits < 48) {
		wrap = WRAP_ZLIB | WRAP_GZIP;
		wbits = windowBits - 32;
	} else {
		return Z_STREAM_ERROR;
	}
	if ((wbits || !wrap) && (wbits < 8 || wbits > 15))
		return Z_STREAM_ERROR;

	s = __z_alloc(strm, sizeof(*s));
	if (!s)
		return Z_MEM_ERROR;
	memset(s, 0, offsetof(struct inflate_state, lens));
	s->window = __z_alloc(strm, 1U << (wbits ? wbits : 15));
	if (!s->window) {
		__z_free(strm, s);
		return Z_MEM_ERROR;
	}
	s->magic = INFLATE_MAGIC;
	s->strm = strm;
	s->wrap = wrap;
	s->wbits = wbits;
	strm->state = (struct internal_state *)s;
	return inflateReset(strm);
}
