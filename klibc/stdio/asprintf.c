/* SPDX-License-Identifier: MIT */
/* asprintf: formatted output to a string allocated with malloc. */
#include "stream.h"

__stdio_varargs int asprintf(char **sp, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vasprintf(sp, fmt, ap);
	va_end(ap);
	return n;
}
