/* SPDX-License-Identifier: MIT */
/* deflateInit2_: zlib's name for deflateInit2, with its version check. */
#include "zint.h"

int deflateInit2_(z_streamp strm, int level, int method, int windowBits,
		  int memLevel, int strategy, const char *version,
		  int stream_size)
{
	if (!__z_version_ok(version, stream_size))
		return Z_VERSION_ERROR;
	return deflateInit2(strm, level, method, windowBits, memLevel,
			    strategy);
}
