/* SPDX-License-Identifier: MIT */
/* gzopen: open a gzip file by name (the modes are __gz_open's). */
#include "gzint.h"

gzFile gzopen(const char *path, const char *mode)
{
	return __gz_open(path, -1, mode);
}
