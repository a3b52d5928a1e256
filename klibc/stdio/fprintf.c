/* SPDX-License-Identifier: MIT */
/* fprintf: formatted output to a stream. */
#include "stream.h"

__stdio_varargs int fprintf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(f, fmt, ap);
	va_end(ap);
	return n;
}
