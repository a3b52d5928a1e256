/* SPDX-License-Identifier: MIT */
/* fseek: move a stream's position. */
#include <stdio.h>

int fseek(FILE *f, long off, int whence)
{
	return fseeko(f, off, whence);
}
