/* SPDX-License-Identifier: MIT */
/* vfprintf: formatted output to a stream, from a va_list. */
#include "stream.h"

int vfprintf(FILE *f, const char *fmt, va_list ap)
{
	unsigned int err = f->flags & F_ERR;
	int n;

	/* Only an error of this call makes it fail. */
	f->flags &= ~F_ERR;
	n = __stdio_fmt(f, fmt, ap);
	__stdio_wdone(f);
	if (f->flags & F_ERR)
		n = -1;
	f->flags |= err;
	return n;
}
