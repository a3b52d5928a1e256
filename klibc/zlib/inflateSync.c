/* SPDX-License-Identifier: MIT */
/*
 * inflateSync: after an error, skip input up to the next full flush point
 * (the 00 00 ff ff that ends the empty stored block of Z_SYNC_FLUSH and
 * Z_FULL_FLUSH) and go on decoding blocks from there.  Whole bytes still
 * in the bit buffer are searched first.  Z_DATA_ERROR: not found in the
 * input given (the search goes on with the next call), Z_BUF_ERROR: no
 * input.  The check value and length of the stream cannot match any
 * more and are not checked; a stream whose header was never read is
 * taken as raw deflate.
 */
#include "inflate.h"

/*
 * One byte more of the search: got is how much of 00 00 ff ff ends with
 * the bytes so far.  A zero where ff was due still leaves a start of the
 * pattern: 00 00 00 is 00 00, 00 00 ff 00 is 00.
 */
static unsigned step(unsigned got, unsigned char b)
{
	if (b == (got < 2 ? 0 : 0xff))
		return got + 1;
	return b ? 0 : 4 - got;
}

int inflateSync(z_streamp strm)
{
	struct inflate_state *s = inf_state(strm);
	unsigned got, n = 0;
	uLong in, out;
	z_word hold;
	unsigned bits;
	int kind;

	if (!s)
		return Z_STREAM_ERROR;
	if (!strm->avail_in && s->bits < 8)
		return Z_BUF_ERROR;
	if (s->mode != IM_SYNC) {
		s->mode = IM_SYNC;
		s->hold >>= s->bits & 7;
		s->bits -= s->bits & 7;
		got = 0;
		while (s->bits >= 8 && got < 4) {
			got = step(got, (unsigned char)s->hold);
			s->hold >>= 8;
			s->bits -= 8;
		}
		s->sync_got = got;
	}
	got = s->sync_got;
	while (n < strm->avail_in && got < 4)
		got = step(got, strm->next_in[n++]);
	strm->next_in += n;
	strm->avail_in -= n;
	strm->total_in += n;
	s->sync_got = got;
	if (got < 4)
		return Z_DATA_ERROR;

	/* bytes after the pattern may still be in the bit buffer */
	hold = s->hold;
	bits = s->bits;
	in = strm->total_in;
	out = strm->total_out;
	kind = s->kind;
	inflateReset(strm);
	strm->total_in = in;
	strm->total_out = out;
	s->hold = hold;
	s->bits = bits;
	s->kind = kind;
	s->nocheck = 1;
	s->mode = IM_TYPE;
	return Z_OK;
}
