/* SPDX-License-Identifier: MIT */
/* putchar: write one byte to stdout. */
#include <stdio.h>

int putchar(int c)
{
	return fputc(c, stdout);
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(putchar) putchar_unlocked __attribute__((alias("putchar")));
