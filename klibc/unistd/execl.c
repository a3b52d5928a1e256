/* SPDX-License-Identifier: MIT */
/* execl: run a program, arguments given as a list ending with NULL. */
#include <unistd.h>
#include "execl.h"

int execl(const char *path, const char *arg0, ...)
{
	va_list ap;
	int r;

	va_start(ap, arg0);
	r = __execl(path, arg0, ap, 0);
	va_end(ap);
	return r;
}
