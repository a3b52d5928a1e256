/* SPDX-License-Identifier: MIT */
/*
 * deflateBound: the most output deflate(Z_FINISH) can make of sourceLen
 * bytes.  A block that cannot be stored any more (its start left the
 * window) is coded with at most 9 bits a byte, so the bound allows an
 * eighth more, plus block overhead and the wrapper (with the fields
 * deflateSetHeader gave).
 */
#include "deflate.h"

uLong deflateBound(z_streamp strm, uLong sourceLen)
{
	struct deflate_state *s = def_state(strm);
	uLong wrapper = 18, n = sourceLen, b;

	if (s)
		wrapper = s->wrap == 2 ? 18 + s->head_more :
			  s->wrap == 1 ? 6 : 0;
	b = n + (n >> 3) + (n >> 10) + 64 + wrapper;
	return b < n ? ~(uLong)0 : b;
}
