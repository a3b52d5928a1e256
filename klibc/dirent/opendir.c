/* SPDX-License-Identifier: MIT */
/* opendir: open a directory for reading. */
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdlib.h>
#include "dirstream.h"

DIR *opendir(const char *path)
{
	DIR *d;
	int fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

	if (fd < 0)
		return NULL;
	d = malloc(sizeof(*d));
	if (!d) {
		close(fd);
		return NULL;
	}
	d->fd = fd;
	d->pos = d->len = 0;
	return d;
}
