/* SPDX-License-Identifier: MIT */
/* setlinebuf: make a stream line buffered. */
#include <stdio.h>

void setlinebuf(FILE *f)
{
	setvbuf(f, NULL, _IOLBF, 0);
}
