/* SPDX-License-Identifier: MIT */
/*
 * execlpe: run a program found on $PATH, arguments as a list and the
 * environment after its NULL (klibc's).
 */
#include <unistd.h>
#include "execl.h"

int execlpe(const char *file, const char *arg0, ...)
{
	va_list ap;
	int r;

	va_start(ap, arg0);
	r = __execl(file, arg0, ap, EXECL_PATH | EXECL_ENV);
	va_end(ap);
	return r;
}
