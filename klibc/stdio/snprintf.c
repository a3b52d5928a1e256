/* SPDX-License-Identifier: MIT */
/* snprintf: formatted output to a bounded string. */
#include "stream.h"

__stdio_varargs int snprintf(char *s, size_t n, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}
