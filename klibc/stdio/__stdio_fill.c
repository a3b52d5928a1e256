/* SPDX-License-Identifier: MIT */
/*
 * __stdio_fill: the read side of the streams: switching a stream to
 * reading, refilling its buffer, and leaving read mode.
 */
#include <errno.h>
#include <unistd.h>
#include "stream.h"

extern FILE __stdout_file __attribute__((weak));

/* Enters read mode; fails on a stream not open for reading. */
int __stdio_toread(FILE *f)
{
	if (!(f->flags & F_READ)) {
		errno = EBADF;
		f->flags |= F_ERR;
		return EOF;
	}
	if (f->wend) {
		if (__stdio_flush(f))
			return EOF;
		f->wpos = f->wend = NULL;
	}
	if (!f->rend) {
		if (f->flags & F_TTYCHK)
			__stdio_ttychk(f);
		f->rpos = f->rend = f->buf;
	}
	return 0;
}

/*
 * Reads into the buffer of a stream in read mode, which must be empty:
 * 0, or EOF at the end of the file (sticky, as C says) or on an error.
 */
int __stdio_fill(FILE *f)
{
	ssize_t n;

	if (f->flags & F_EOF)
		return EOF;
	/*
	 * Reading a terminal (or unbuffered) shows a pending prompt first,
	 * as the C standard describes for line-buffered streams.
	 */
	if ((f->flags & (F_LBF | F_NBF)) && &__stdout_file &&
	    (__stdout_file.flags & F_LBF))
		__stdio_flush(&__stdout_file);
	/* Unbuffered input reads no further ahead than it must. */
	n = read(f->fd, f->buf, (f->flags & F_NBF) ? 1 : f->bufsiz);
	f->rpos = f->buf;
	if (n <= 0) {
		f->flags |= n ? F_ERR : F_EOF;
		n = 0;
	}
	f->rend = f->buf + n;
	return n ? 0 : EOF;
}

/* The slow path of getc: the next byte, or EOF. */
int __stdio_rbuf(FILE *f)
{
	if (f->rpos >= f->rend &&
	    (__stdio_toread(f) || (f->rpos >= f->rend && __stdio_fill(f))))
		return EOF;
	return *f->rpos++;
}

/*
 * Leaves read mode.  The file offset goes back over the unread bytes so
 * that it is the stream's position again; on a pipe that cannot be, and
 * the bytes are lost, as they would be with any other C library.
 */
void __stdio_rdrop(FILE *f)
{
	if (f->rpos < f->rend)
		lseek(f->fd, f->rpos - f->rend, SEEK_CUR);
	f->rpos = f->rend = NULL;
}
