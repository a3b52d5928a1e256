/* SPDX-License-Identifier: MIT */
/* clearerr: clear the end-of-file and error indicators of a stream. */
#include "stream.h"

void clearerr(FILE *f)
{
	f->flags &= ~(F_EOF | F_ERR);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(clearerr) clearerr_unlocked __attribute__((alias("clearerr")));
