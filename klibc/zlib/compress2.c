/* SPDX-License-Identifier: MIT */
/*
 * compress2: a zlib stream of a buffer at a level, in one call.  The
 * buffers may be larger than a uInt: they are fed to deflate in pieces.
 * Z_BUF_ERROR when dest is too small (*destLen is then what was made).
 */
#include <zlib.h>

#define PIECE	((uLong)(uInt)-1)

int compress2(Bytef *dest, uLongf *destLen, const Bytef *source,
	      uLong sourceLen, int level)
{
	z_stream z;
	uLong left = *destLen;
	int r;

	z.zalloc = Z_NULL;
	z.zfree = Z_NULL;
	z.opaque = Z_NULL;
	*destLen = 0;
	r = deflateInit(&z, level);
	if (r != Z_OK)
		return r;
	z.next_in = (z_const Bytef *)source;
	z.next_out = dest;
	z.avail_in = 0;
	z.avail_out = 0;
	do {
		if (!z.avail_out) {
			z.avail_out = left < PIECE ? (uInt)left : (uInt)PIECE;
			left -= z.avail_out;
		}
		if (!z.avail_in) {
			z.avail_in = sourceLen < PIECE ? (uInt)sourceLen :
							 (uInt)PIECE;
			sourceLen -= z.avail_in;
		}
		if (!z.avail_out)
			break;
		r = deflate(&z, sourceLen ? Z_NO_FLUSH : Z_FINISH);
	} while (r == Z_OK);
	*destLen = (uLong)(z.next_out - dest);
	deflateEnd(&z);
	if (r == Z_STREAM_END)
		return Z_OK;
	return r == Z_OK ? Z_BUF_ERROR : r;
}
