/* SPDX-License-Identifier: MIT */
/* fdopen: a stream on an open file descriptor. */
#include <errno.h>
#include <fcntl.h>
#include "stream.h"

FILE *fdopen(int fd, const char *mode)
{
	unsigned int ff;
	int oflags = __stdio_mode(mode, &ff);
	int fl;

	if (oflags < 0) {
		errno = EINVAL;
		return NULL;
	}
	fl = fcntl(fd, F_GETFL);
	if (fl < 0)
		return NULL;
	/* The mode's a and e are made true of the descriptor, as glibc does. */
	if ((ff & F_APPEND) && !(fl & O_APPEND) &&
	    fcntl(fd, F_SETFL, fl | O_APPEND) < 0)
		return NULL;
	if ((oflags & O_CLOEXEC) && fcntl(fd, F_SETFD, FD_CLOEXEC) < 0)
		return NULL;
	return __stdio_new(fd, ff);
}
