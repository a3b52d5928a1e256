/* SPDX-License-Identifier: MIT */
/*
 * ungetc: push a byte back onto a stream.  One byte always fits: into
 * the buffer before the next unread byte, or at the end of an empty one.
 */
#include "stream.h"

int ungetc(int c, FILE *f)
{
	if (c == EOF || __stdio_toread(f))
		return EOF;
	if (f->rpos == f->rend)
		f->rpos = f->rend = f->buf + f->bufsiz;
	if (f->rpos == f->buf)
		return EOF;
	*--f->rpos = (unsigned char)c;
	f->flags &= ~F_EOF;
	return (unsigned char)c;
}
