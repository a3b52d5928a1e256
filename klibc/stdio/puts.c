/* SPDX-License-Identifier: MIT */
/* puts: write a string and a newline to stdout. */
#include <string.h>
#include "stream.h"

int puts(const char *s)
{
	size_t n = strlen(s);

	if (__stdio_write(stdout, s, n) < n ||
	    __stdio_write(stdout, "\n", 1) < 1)
		return EOF;
	return __stdio_wdone(stdout) ? EOF : 0;
}
