/* SPDX-License-Identifier: MIT */
/* fopen: open a file as a stream. */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "stream.h"

FILE *fopen(const char *path, const char *mode)
{
	unsigned int ff;
	int oflags = __stdio_mode(mode, &ff);
	int fd, e;
	FILE *f;

	if (oflags < 0) {
		errno = EINVAL;
		return NULL;
	}
	fd = open(path, oflags, 0666);
	if (fd < 0)
		return NULL;
	f = __stdio_new(fd, ff);
	if (!f) {
		e = errno;
		close(fd);
		errno = e;
	}
	return f;
}
