/* SPDX-License-Identifier: MIT */
/* fclose: flush and close a stream, and free it. */
#include <stdlib.h>
#include <unistd.h>
#include "stream.h"

int fclose(FILE *f)
{
	int r = fflush(f);

	if (close(f->fd) < 0)
		r = EOF;
	__stdio_unlink(f);
	if (f->flags & F_ALLOC) {
		free(f);
	} else {
		/* A standard stream stays, closed: it fails from now on. */
		f->rpos = f->rend = f->wpos = f->wend = NULL;
		f->flags = 0;
		f->fd = -1;
	}
	return r;
}
