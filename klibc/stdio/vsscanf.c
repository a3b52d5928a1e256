/* SPDX-License-Identifier: MIT */
/* vsscanf: formatted input from a string, from a va_list. */
#include <string.h>
#include "stream.h"

int vsscanf(const char *s, const char *fmt, va_list ap)
{
	FILE f;

	f.flags = F_STR;
	f.rpos = (unsigned char *)s;
	f.rend = f.rpos + strlen(s);
	return __stdio_scan(&f, fmt, ap);
}
