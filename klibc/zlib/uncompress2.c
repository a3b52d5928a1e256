/* SPDX-License-Identifier: MIT */
/*
 * uncompress2: the data of a whole zlib stream in one call; *sourceLen
 * becomes the bytes of the stream used.  As zlib: Z_BUF_ERROR when dest
 * is too small, Z_DATA_ERROR when the stream is damaged or ends early
 * (and dest got all there was); with *destLen 0 the data is decoded
 * into a byte of scratch, to tell which.  inflate() returns Z_BUF_ERROR
 * only when it can make no progress, so output room left then means the
 * input ran out.
 */
#include <zlib.h>

#define PIECE	((uLong)(uInt)-1)

int uncompress2(Bytef *dest, uLongf *destLen, const Bytef *source,
		uLong *sourceLen)
{
	z_stream z;
	uLong in = *sourceLen, out = *destLen;
	Bytef scratch[1];
	int r;

	if (!out) {
		dest = scratch;
		out = 1;
	}
	z.zalloc = Z_NULL;
	z.zfree = Z_NULL;
	z.opaque = Z_NULL;
	z.next_in = (z_const Bytef *)source;
	z.avail_in = 0;
	r = inflateInit(&z);
	if (r != Z_OK)
		return r;
	z.next_out = dest;
	z.avail_out = 0;
	do {
		if (!z.avail_out) {
			z.avail_out = out < PIECE ? (uInt)out : (uInt)PIECE;
			out -= z.avail_out;
		}
		if (!z.avail_in) {
			z.avail_in = in < PIECE ? (uInt)in : (uInt)PIECE;
			in -= z.avail_in;
		}
		r = inflate(&z, Z_NO_FLUSH);
	} while (r == Z_OK);
	*sourceLen -= in + z.avail_in;
	if (dest != scratch)
		*destLen = (uLong)(z.next_out - dest);
	inflateEnd(&z);
	if (r == Z_STREAM_END)
		return Z_OK;
	if (r == Z_NEED_DICT)
		return Z_DATA_ERROR;
	/* no progress with room left: the input ended early */
	if (r == Z_BUF_ERROR && out + z.avail_out)
		return Z_DATA_ERROR;
	return r;
}
