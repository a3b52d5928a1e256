/* SPDX-License-Identifier: MIT */
/*
 * deflatePrime: bits (the lowest of value) to go out ahead of what
 * deflate writes next, after any primed before: the last bits of an
 * earlier raw stream that this one goes on from, say.  Up to 16 at a
 * time; Z_BUF_ERROR when the pending output has no room for them.
 */
#include "../zlib/deflate.h"

int deflatePrime(z_streamp strm, int bits, int value)
{
	struct deflate_state *s = def_state(strm);
	unsigned char *p;

	if (!s)
		return Z_STREAM_ERROR;
	if (bits < 0 || bits > 16 ||
	    s->pending_out + s->pending_len + 8 > s->pending_size)
		return Z_BUF_ERROR;
	s->bitbuf |= (uint64_t)((unsigned)value & ((1U << bits) - 1)) <<
		     s->bitcount;
	s->bitcount += (unsigned)bits;
	/* whole bytes go to pending: the block writer starts from < 8 bits */
	p = s->pending + s->pending_out + s->pending_len;
	while (s->bitcount >= 8) {
		*p++ = (unsigned char)s->bitbuf;
		s->pending_len++;
		s->bitbuf >>= 8;
		s->bitcount -= 8;
	}
	return Z_OK;
}
