/* SPDX-License-Identifier: MIT */
/* fgetc: read one byte from a stream. */
#include "stream.h"

int fgetc(FILE *f)
{
	if (f->rpos < f->rend)
		return *f->rpos++;
	return __stdio_rbuf(f);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fgetc) fgetc_unlocked __attribute__((alias("fgetc")));
