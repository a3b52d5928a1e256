/* SPDX-License-Identifier: MIT */
/* feof: the end-of-file indicator of a stream. */
#include "stream.h"

int feof(FILE *f)
{
	return !!(f->flags & F_EOF);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(feof) feof_unlocked __attribute__((alias("feof")));
