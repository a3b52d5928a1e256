/* SPDX-License-Identifier: MIT */
/* inflateEnd: free the memory of an inflate stream. */
#include "inflate.h"

int inflateEnd(z_streamp strm)
{
	struct inflate_state *s = inf_state(strm);

	if (!s)
		return Z_STREAM_ERROR;
	__z_free(strm, s->window);
	s->magic = 0;
	__z_free(strm, s);
	strm->state = NULL;
	return Z_OK;
}
