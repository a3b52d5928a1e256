/* SPDX-License-Identifier: MIT */
/*
 * fflush: write out a stream's buffer; all streams when given NULL.  On a
 * stream being read, the unread bytes are dropped and the file offset
 * goes back over them, as POSIX asks for seekable files; a pipe keeps
 * them, as with glibc.
 */
#include <errno.h>
#include <unistd.h>
#include "stream.h"

int fflush(FILE *f)
{
	if (!f)
		return __stdio_flushall();
	if (f->rend) {
		if (f->rpos < f->rend &&
		    lseek(f->fd, f->rpos - f->rend, SEEK_CUR) < 0)
			return errno == ESPIPE ? 0 : EOF;
		f->rpos = f->rend = NULL;
		return 0;
	}
	return __stdio_flush(f);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fflush) fflush_unlocked __attribute__((alias("fflush")));
