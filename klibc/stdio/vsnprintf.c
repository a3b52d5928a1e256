/* SPDX-License-Identifier: MIT */
/* vsnprintf: formatted output to a bounded string, from a va_list. */
#include <stdint.h>
#include "stream.h"

int vsnprintf(char *s, size_t n, const char *fmt, va_list ap)
{
	size_t room = n - 1;
	FILE f;
	int r;

	if (!n)
		room = 0;
	/* The window stops short of the end of the address space. */
	else if (room > UINTPTR_MAX - (uintptr_t)s)
		room = UINTPTR_MAX - (uintptr_t)s;
	f.flags = F_STR;
	f.wpos = (unsigned char *)s;
	f.wend = f.wpos + room;
	r = __stdio_fmt(&f, fmt, ap);
	if (n)
		*f.wpos = '\0';
	return r;
}
