/* SPDX-License-Identifier: MIT */
/* vdprintf: formatted output to a file descriptor, from a va_list. */
#include "stream.h"

int vdprintf(int fd, const char *fmt, va_list ap)
{
	unsigned char buf[1024];
	FILE f = {
		.buf = buf,
		.bufsiz = sizeof(buf),
		.fd = fd,
		.flags = F_WRITE,
	};
	int n;

	n = __stdio_fmt(&f, fmt, ap);
	if (__stdio_flush(&f) || (f.flags & F_ERR))
		return -1;
	return n;
}
