/* SPDX-License-Identifier: MIT */
/* getchar: read one byte from stdin. */
#include <stdio.h>

int getchar(void)
{
	return fgetc(stdin);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(getchar) getchar_unlocked __attribute__((alias("getchar")));
