/* SPDX-License-Identifier: MIT */
/* printf: formatted output to stdout. */
#include "stream.h"

/*
 * Where printf is linked, the formatter is too, and the small path that
 * <stdio.h> sends simple formats to would only add code: this name
 * overrides __printf_lite's own (weak) one, which --gc-sections then
 * drops.  The shared library has only this one.
 */
extern __typeof(printf) __printf_lite __attribute__((alias("printf")));

__stdio_varargs int printf(const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vfprintf(stdout, fmt, ap);
	va_end(ap);
	return n;
}
