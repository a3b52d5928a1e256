/* SPDX-License-Identifier: MIT */
/* dprintf: formatted output to a file descriptor. */
#include "stream.h"

__stdio_varargs int dprintf(int fd, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vdprintf(fd, fmt, ap);
	va_end(ap);
	return n;
}
