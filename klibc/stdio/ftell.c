/* SPDX-License-Identifier: MIT */
/* ftell: a stream's position, as a long. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>

long ftell(FILE *f)
{
	off_t pos = ftello(f);

	if (pos > LONG_MAX) {
		errno = EOVERFLOW;
		return -1;
	}
	return pos;
}
