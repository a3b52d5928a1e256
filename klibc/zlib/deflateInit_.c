/* SPDX-License-Identifier: MIT */
/* deflateInit_: zlib's name for deflateInit, with its version check. */
#include "zint.h"

int deflateInit_(z_streamp strm, int level, const char *version,
		 int stream_size)
{
	if (!__z_version_ok(version, stream_size))
		return Z_VERSION_ERROR;
	return deflateInit(strm, level);
}
