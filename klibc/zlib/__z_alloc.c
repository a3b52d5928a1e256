/* SPDX-License-Identifier: MIT */
/*
 * __z_alloc: memory for a stream's state, from the caller's zalloc when it
 * set one (zlib's interface counts items of a size, both unsigned ints).
 */
#include <limits.h>
#include <stdlib.h>
#include "zint.h"

void *__z_alloc(z_streamp strm, size_t n)
{
	if (!strm->zalloc)
		return malloc(n);
	if (n > UINT_MAX)
		return NULL;
	return strm->zalloc(strm->opaque, (uInt)n, 1);
}
