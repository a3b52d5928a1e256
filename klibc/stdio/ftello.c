/* SPDX-License-Identifier: MIT */
/* ftello: a stream's position, counting what is buffered. */
#include <unistd.h>
#include "stream.h"

off_t ftello(FILE *f)
{
	off_t pos;

	/* In append mode the kernel picks the offset: write first. */
	if ((f->flags & F_APPEND) && __stdio_flush(f))
		return -1;
	pos = lseek(f->fd, 0, SEEK_CUR);
	if (pos < 0)
		return -1;
	if (f->rend)
		pos -= f->rend - f->rpos;
	else if (f->wend)
		pos += f->wpos - f->buf;
	return pos;
}
