/* SPDX-License-Identifier: MIT */
/* putc: write one byte to a stream (the function behind the macro). */
#include <stdio.h>

#undef putc
int putc(int c, FILE *f)
{
	return fputc(c, f);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(putc) putc_unlocked __attribute__((alias("putc")));
