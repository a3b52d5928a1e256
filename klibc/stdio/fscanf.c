/* SPDX-License-Identifier: MIT */
/* fscanf: formatted input from a stream. */
#include "stream.h"

__stdio_varargs int fscanf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfscanf(f, fmt, ap);
	va_end(ap);
	return n;
}
