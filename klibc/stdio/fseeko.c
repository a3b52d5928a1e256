/* SPDX-License-Identifier: MIT */
/*
 * fseeko: move a stream's position.  Pending output is written first;
 * buffered input and pushed-back bytes are dropped, and so is the
 * end-of-file indicator.
 */
#include <errno.h>
#include <stdint.h>
#include <unistd.h>
#include "stream.h"

int fseeko(FILE *f, off_t off, int whence)
{
	if (whence != SEEK_SET && whence != SEEK_CUR && whence != SEEK_END) {
		errno = EINVAL;
		return -1;
	}
	if (f->wend && __stdio_flush(f))
		return -1;
	/* The file offset is past what is buffered. */
	if (whence == SEEK_CUR && f->rend &&
	    __builtin_sub_overflow(off, f->rend - f->rpos, &off)) {
		errno = EOVERFLOW;
		return -1;
	}
	if (lseek(f->fd, off, whence) < 0)
		return -1;
	f->rpos = f->rend = f->wpos = f->wend = NULL;
	f->flags &= ~F_EOF;
	return 0;
}
