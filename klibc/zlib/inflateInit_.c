/* SPDX-License-Identifier: MIT */
/* inflateInit_: zlib's name for inflateInit, with its version check. */
#include "zint.h"

int inflateInit_(z_streamp strm, const char *version, int stream_size)
{
	if (!__z_version_ok(version, stream_size))
		return Z_VERSION_ERROR;
	return inflateInit(strm);
}
