/* SPDX-License-Identifier: MIT */
/* sscanf: formatted input from a string. */
#include "stream.h"

__stdio_varargs int sscanf(const char *s, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsscanf(s, fmt, ap);
	va_end(ap);
	return n;
}
