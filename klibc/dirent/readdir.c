/* SPDX-License-Identifier: MIT */
/* readdir: the next entry of a directory, or NULL at the end or on error. */
#include <dirent.h>
#include <errno.h>
#include "dirstream.h"

struct dirent *readdir(DIR *d)
{
	struct dirent *e;
	int n;

	if (d->pos >= d->len) {
		n = getdents64(d->fd, (struct dirent *)d->buf, sizeof(d->buf));
		if (n <= 0)
			return NULL;	/* errno is set on error, kept at the end */
		d->len = (size_t)n;
		d->pos = 0;
	}
	e = (struct dirent *)(d->buf + d->pos);
	d->pos += e->d_reclen;
	return e;
}
