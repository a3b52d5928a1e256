/* SPDX-License-Identifier: MIT */
/* ferror: the error indicator of a stream. */
#include "stream.h"

int ferror(FILE *f)
{
	return !!(f->flags & F_ERR);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(ferror) ferror_unlocked __attribute__((alias("ferror")));
