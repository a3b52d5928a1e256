/* SPDX-License-Identifier: MIT */
/* execle: run a program, arguments as a list, then the environment. */
#include <unistd.h>
#include "execl.h"

int execle(const char *path, const char *arg0, ...)
{
	va_list ap;
	int r;

	va_start(ap, arg0);
	r = __execl(path, arg0, ap, EXECL_ENV);
	va_end(ap);
	return r;
}
