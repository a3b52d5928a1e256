/* SPDX-License-Identifier: MIT */
/*
 * compressBound: room enough for compress() of sourceLen bytes at any
 * level: deflate's own bound, which covers every wrapper.
 */
#include <zlib.h>

uLong compressBound(uLong sourceLen)
{
	return deflateBound(Z_NULL, sourceLen);
}
