/* SPDX-License-Identifier: MIT */
/* vscanf: formatted input from stdin, from a va_list. */
#include <stdio.h>

int vscanf(const char *fmt, va_list ap)
{
	return vfscanf(stdin, fmt, ap);
}
