/* SPDX-License-Identifier: MIT */
/* fputs: write a string to a stream. */
#include <string.h>
#include "stream.h"

int fputs(const char *s, FILE *f)
{
	size_t n = strlen(s);

	if (__stdio_write(f, s, n) < n)
		return EOF;
	return __stdio_wdone(f) ? EOF : 0;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fputs) fputs_unlocked __attribute__((alias("fputs")));
