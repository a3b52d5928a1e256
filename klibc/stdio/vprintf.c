/* SPDX-License-Identifier: MIT */
/* vprintf: formatted output to stdout, from a va_list. */
#include <stdio.h>

int vprintf(const char *fmt, va_list ap)
{
	return vfprintf(stdout, fmt, ap);
}
