/* SPDX-License-Identifier: MIT */
/* vfscanf: formatted input from a stream, from a va_list. */
#include "stream.h"

int vfscanf(FILE *f, const char *fmt, va_list ap)
{
	return __stdio_scan(f, fmt, ap);
}
