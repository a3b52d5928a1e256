/* SPDX-License-Identifier: MIT */
/* scanf: formatted input from stdin. */
#include "stream.h"

__stdio_varargs int scanf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfscanf(stdin, fmt, ap);
	va_end(ap);
	return n;
}
