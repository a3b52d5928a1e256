/* SPDX-License-Identifier: MIT */
/*
 * gzdopen: a gzip file on an open descriptor, which gzclose closes;
 * messages name it <fd:N>, as zlib's do.
 */
#include <stdio.h>
#include "gzint.h"

gzFile gzdopen(int fd, const char *mode)
{
	char name[24];

	if (fd < 0)
		return NULL;
	snprintf(name, sizeof(name), "<fd:%d>", fd);
	return __gz_open(name, fd, mode);
}
