/* SPDX-License-Identifier: MIT */
/* sprintf: formatted output to a string. */
#include "stream.h"
#include <stdint.h>

__stdio_varargs int sprintf(char *s, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vsnprintf(s, SIZE_MAX, fmt, ap);
	va_end(ap);
	return r;
}
