/* SPDX-License-Identifier: MIT */
/* fcntl: file descriptor control; the argument is an integer or a pointer. */
#include <fcntl.h>
#include <stdarg.h>

extern int __fcntl(int, int, unsigned long);

int fcntl(int fd, int cmd, ...)
{
	unsigned long arg;
	va_list ap;

	va_start(ap, cmd);
	arg = va_arg(ap, unsigned long);
	va_end(ap);
	return __fcntl(fd, cmd, arg);
}
