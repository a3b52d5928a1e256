/* SPDX-License-Identifier: MIT */
/* uncompress: the data of a whole zlib stream, in one call. */
#include <zlib.h>

int uncompress(Bytef *dest, uLongf *destLen, const Bytef *source,
	       uLong sourceLen)
{
	return uncompress2(dest, destLen, source, &sourceLen);
}
