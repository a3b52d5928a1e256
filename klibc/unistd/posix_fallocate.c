/* SPDX-License-Identifier: MIT */
/* posix_fallocate: reserve space for a file; returns an error number. */
#include <fcntl.h>
#include <errno.h>

int posix_fallocate(int fd, off_t off, off_t len)
{
	int save = errno, r = 0;

	if (fallocate(fd, 0, off, len)) {
		r = errno;
		errno = save;
	}
	return r;
}
