/* SPDX-License-Identifier: MIT */
/* __stdio_new: a stream on a file descriptor, with its buffer. */
#include <stdlib.h>
#include <string.h>
#include "stream.h"

FILE *__stdio_new(int fd, unsigned int fflags)
{
	/* The buffer follows the stream in the same allocation. */
	FILE *f = malloc(sizeof(FILE) + BUFSIZ);

	if (!f)
		return NULL;
	memset(f, 0, sizeof(*f));
	f->buf = (unsigned char *)(f + 1);
	f->bufsiz = BUFSIZ;
	f->fd = fd;
	f->flags = fflags | F_ALLOC | F_TTYCHK;
	__stdio_link(f);
	return f;
}
