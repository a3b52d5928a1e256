/* SPDX-License-Identifier: MIT */
/* fileno: the file descriptor of a stream. */
#include "stream.h"

int fileno(FILE *f)
{
	return f->fd;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fileno) fileno_unlocked __attribute__((alias("fileno")));
