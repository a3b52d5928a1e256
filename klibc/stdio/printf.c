/* SPDX-License-Identifier: MIT */
/* printf: formatted output to stdout. */
#include "stream.h"

__stdio_varargs int printf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(stdout, fmt, ap);
	va_end(ap);
	return n;
}
