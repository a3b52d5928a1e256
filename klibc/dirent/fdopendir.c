/* SPDX-License-Identifier: MIT */
/* fdopendir: read an open directory descriptor as a DIR stream. */
#include <dirent.h>
#include <stdlib.h>
#include <fcntl.h>
#include <errno.h>
#include <sys/stat.h>
#include "dirstream.h"

DIR *fdopendir(int fd)
{
	struct stat st;
	DIR *d;

	if (fstat(fd, &st))
		return NULL;
	if (!S_ISDIR(st.st_mode)) {
		errno = ENOTDIR;
		return NULL;
	}
	d = malloc(sizeof(*d));
	if (!d)
		return NULL;
	d->fd = fd;
	d->pos = d->len = 0;
	fcntl(fd, F_SETFD, FD_CLOEXEC);
	return d;
}
