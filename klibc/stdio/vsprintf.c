/* SPDX-License-Identifier: MIT */
/* vsprintf: formatted output to a string, from a va_list. */
#include <stdio.h>
#include <stdint.h>

int vsprintf(char *s, const char *fmt, va_list ap)
{
	return vsnprintf(s, SIZE_MAX, fmt, ap);
}
