/* SPDX-License-Identifier: MIT */
/* inflateBackEnd: free the memory of a stream inflateBackInit_ made. */
#include "../zlib/inflate.h"

int inflateBackEnd(z_streamp strm)
{
	struct inflate_state *s = inf_state(strm);

	if (!s || !s->back_window)
		return Z_STREAM_ERROR;
	return inflateEnd(strm);
}
