/* SPDX-License-Identifier: MIT */
/*
 * inflateBackInit_: set up a stream for inflateBack: raw deflate data
 * with a window of 1 << windowBits bytes (8..15), window, that the
 * caller provides and inflateBack hands to out() as its output buffer.
 * With zlib's version check; inflateBackInit is the macro over it.
 */
#include "../zlib/inflate.h"

int inflateBackInit_(z_streamp strm, int windowBits, unsigned char *window,
		     const char *version, int stream_size)
{
	int r;

	if (!__z_version_ok(version, stream_size))
		return Z_VERSION_ERROR;
	if (!strm || !window || windowBits < 8 || windowBits > 15)
		return Z_STREAM_ERROR;
	r = inflateInit2(strm, -windowBits);
	if (r == Z_OK)
		inf_state(strm)->back_window = window;
	return r;
}
