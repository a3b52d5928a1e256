/* SPDX-License-Identifier: MIT */
/* setvbuf: choose a stream's buffering mode and buffer. */
#include <errno.h>
#include "stream.h"

int setvbuf(FILE *f, char *buf, int mode, size_t size)
{
	unsigned int fl = f->flags & ~(F_LBF | F_NBF | F_TTYCHK);

	if (mode == _IONBF) {
		fl |= F_NBF;
	} else if (mode == _IOLBF) {
		fl |= F_LBF;
	} else if (mode != _IOFBF) {
		errno = EINVAL;
		return EOF;
	}
	/* Whatever is buffered goes first, as in the old buffer. */
	if (fflush(f))
		return EOF;
	f->rpos = f->rend = f->wpos = f->wend = NULL;
	f->flags = fl;
	if (buf && size && mode != _IONBF) {
		f->buf = (unsigned char *)buf;
		f->bufsiz = size;
	}
	/* A buffered stream must be flushed at exit. */
	if (mode != _IONBF)
		__stdio_link(f);
	return 0;
}
