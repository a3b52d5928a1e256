/* SPDX-License-Identifier: MIT */
/* inflateInit2_: zlib's name for inflateInit2, with its version check. */
#include "zint.h"

int inflateInit2_(z_streamp strm, int windowBits, const char *version,
		  int stream_size)
{
	if (!__z_version_ok(version, stream_size))
		return Z_VERSION_ERROR;
	return inflateInit2(strm, windowBits);
}
