/* SPDX-License-Identifier: MIT */
/* gzip's input and output: one buffer each, whatever the file sizes. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "gzip.h"

unsigned char inbuf[IN_SIZE];
unsigned char outbuf[OUT_SIZE];

/* 1: data in the buffer, 0: end of file, -1: read error (reported) */
int fill(struct input *in)
{
	ssize_t n;

	if (in->pos < in->len)
		return 1;
	if (in->eof)
		return 0;
	do
		n = read(in->fd, inbuf, IN_SIZE);
	while (n < 0 && errno == EINTR);
	if (n < 0) {
		error(in->name, strerror(errno));
		return -1;
	}
	in->pos = 0;
	in->len = (size_t)n;
	in->count += (size_t)n;
	if (!n) {
		in->eof = 1;
		return 0;
	}
	return 1;
}

/* the next byte, EOF at the end, or -2 after a read error */
int get_byte(struct input *in)
{
	int r = fill(in);

	if (r <= 0)
		return r < 0 ? -2 : EOF;
	return inbuf[in->pos++];
}

int put(struct output *out, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	ssize_t w;

	out->count += n;
	if (out->fd < 0)
		return 0;
	while (n) {
		w = write(out->fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			error(out->name, strerror(errno));
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}
