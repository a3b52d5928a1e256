/* SPDX-License-Identifier: MIT */
/* compress: a zlib stream of a buffer, at the default level. */
#include <zlib.h>

int compress(Bytef *dest, uLongf *destLen, const Bytef *source,
	     uLong sourceLen)
{
	return compress2(dest, destLen, source, sourceLen,
			 Z_DEFAULT_COMPRESSION);
}
