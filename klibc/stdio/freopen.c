/* SPDX-License-Identifier: MIT */
/*
 * freopen: reopen a stream on another file, or with another mode.  The
 * descriptor number stays the same, so that freopen on stdout also
 * redirects what child processes write to fd 1.
 */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "stream.h"

FILE *freopen(const char *path, const char *mode, FILE *f)
{
	unsigned int ff;
	int oflags = __stdio_mode(mode, &ff);
	int fd, fl;

	fflush(f);
	if (oflags < 0) {
		errno = EINVAL;
		goto fail;
	}
	if (!path) {
		/* The same file: only O_APPEND can change. */
		fl = fcntl(f->fd, F_GETFL);
		if (fl < 0 || fcntl(f->fd, F_SETFL,
				    (fl & ~O_APPEND) | (oflags & O_APPEND)) < 0)
			goto fail;
		if (oflags & O_CLOEXEC)
			fcntl(f->fd, F_SETFD, FD_CLOEXEC);
	} else {
		fd = open(path, oflags, 0666);
		if (fd < 0)
			goto fail;
		if (f->fd < 0) {
			f->fd = fd;
		} else if (fd != f->fd) {
			if (dup3(fd, f->fd, oflags & O_CLOEXEC) < 0) {
				close(fd);
				goto fail;
			}
			close(fd);
		}
	}
	f->rpos = f->rend = f->wpos = f->wend = NULL;
	f->flags = ff | F_TTYCHK | (f->flags & F_ALLOC);
	__stdio_link(f);
	return f;
fail:
	fclose(f);
	return NULL;
}
