/* SPDX-License-Identifier: MIT */
/* getc: read one byte from a stream (the function behind the macro). */
#include <stdio.h>

#undef getc
int getc(FILE *f)
{
	return fgetc(f);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(getc) getc_unlocked __attribute__((alias("getc")));
