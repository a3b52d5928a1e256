/* SPDX-License-Identifier: MIT */
/*
 * __z_version_ok: the check behind zlib's deflateInit_ family: the
 * caller's zlib.h must be a 1.x one and its z_stream the same size.
 */
#include "zint.h"

int __z_version_ok(const char *version, int stream_size)
{
	return version && version[0] == ZLIB_VERSION[0] &&
	       stream_size == (int)sizeof(z_stream);
}
