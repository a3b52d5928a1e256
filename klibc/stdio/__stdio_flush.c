/* SPDX-License-Identifier: MIT */
/*
 * __stdio_flush: the write side of the streams, which all output links:
 * writing a buffer out, switching a stream to writing, the flush at the
 * end of a call on a line-buffered or unbuffered stream, and the flush of
 * everything at exit (exit() calls __stdio_exit when this is linked).
 */
#include <errno.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <asm/termbits.h>
#include "stream.h"

/* Only a stream that has been read can be in read mode. */
extern void __stdio_rdrop(FILE *f) __attribute__((weak));

/*
 * stdout and stderr are on the list from the start, when linked: stdout's
 * own link leads to stderr.  A program that carries only stderr has it
 * unbuffered, with nothing to flush, until setvbuf puts it on the list.
 */
extern FILE __stdout_file __attribute__((weak));
FILE *__stdio_files = &__stdout_file;

/* Writes all of p, or sets the error indicator: what was written. */
size_t __stdio_wall(FILE *f, const unsigned char *p, size_t n)
{
	size_t done = 0;
	ssize_t w;

	while (done < n) {
		w = write(f->fd, p + done, n - done);
		if (w <= 0) {
			if (w < 0 && errno == EINTR)
				continue;
			f->flags |= F_ERR;
			break;
		}
		done += w;
	}
	return done;
}

int __stdio_flush(FILE *f)
{
	size_t n;

	if (!f->wend)
		return 0;
	n = f->wpos - f->buf;
	/* What failed to be written is dropped with the error. */
	f->wpos = f->buf;
	return __stdio_wall(f, f->buf, n) < n ? EOF : 0;
}

/* Makes room to write: writes out a full buffer or enters write mode. */
int __stdio_wbuf(FILE *f)
{
	if (f->wend)
		return __stdio_flush(f);
	if (!(f->flags & F_WRITE)) {
		errno = EBADF;
		f->flags |= F_ERR;
		return EOF;
	}
	if (f->rend)
		__stdio_rdrop(f);
	if (f->flags & F_TTYCHK)
		__stdio_ttychk(f);
	f->wpos = f->buf;
	f->wend = f->buf + f->bufsiz;
	return 0;
}

/*
 * The end of an output call.  A line-buffered stream never keeps a
 * newline past the end of a call, so only the buffer needs scanning.
 */
int __stdio_wdone(FILE *f)
{
	unsigned char *p;

	if (f->flags & F_NBF)
		return __stdio_flush(f);
	if (f->flags & F_LBF)
		for (p = f->buf; p < f->wpos; p++)
			if (*p == '\n')
				return __stdio_flush(f);
	return 0;
}

/* A stream on a terminal is line buffered, as users expect. */
void __stdio_ttychk(FILE *f)
{
	struct termios t;
	int e = errno;

	f->flags &= ~F_TTYCHK;
	if (!ioctl(f->fd, TCGETS, &t))
		f->flags |= F_LBF;
	errno = e;
}

int __stdio_flushall(void)
{
	FILE *f;
	int r = 0;

	for (f = __stdio_files; f; f = f->next)
		r |= __stdio_flush(f);
	return r;
}

void __stdio_exit(void)
{
	__stdio_flushall();
}
