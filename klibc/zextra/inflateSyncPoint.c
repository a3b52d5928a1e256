/* SPDX-License-Identifier: MIT */
/*
 * inflateSyncPoint: whether inflate stopped where a Z_SYNC_FLUSH or
 * Z_FULL_FLUSH ends a block: the header of an empty stored block read and
 * the rest of its byte dropped, its lengths (00 00 ff ff) to come, as a
 * PPP peer that leaves them out makes it stop.
 */
#include "../zlib/inflate.h"

int inflateSyncPoint(z_streamp strm)
{
	struct inflate_state *s = inf_state(strm);

	if (!s)
		return Z_STREAM_ERROR;
	return s->mode == IM_STORED && !s->bits;
}
