/* SPDX-License-Identifier: MIT */
/* fputc: write one byte to a stream. */
#include "stream.h"

int fputc(int c, FILE *f)
{
	unsigned char b = c;

	if (f->wpos < f->wend && !(f->flags & (F_LBF | F_NBF)))
		return *f->wpos++ = b;
	if (f->wpos >= f->wend && __stdio_wbuf(f))
		return EOF;
	*f->wpos++ = b;
	if (((f->flags & F_NBF) || b == '\n') && __stdio_wdone(f))
		return EOF;
	return b;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fputc) fputc_unlocked __attribute__((alias("fputc")));
