/* SPDX-License-Identifier: MIT */
/* setbuf: give a stream a buffer of BUFSIZ bytes, or none. */
#include <stdio.h>

void setbuf(FILE *f, char *buf)
{
	setvbuf(f, buf, buf ? _IOFBF : _IONBF, BUFSIZ);
}
