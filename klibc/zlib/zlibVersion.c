/* SPDX-License-Identifier: MIT */
/* zlibVersion: the version of zlib's interface this library follows. */
#include <zlib.h>

const char *zlibVersion(void)
{
	return ZLIB_VERSION;
}
