/* SPDX-License-Identifier: MIT */
/* execlp: run a program found on $PATH, arguments given as a list. */
#include <unistd.h>
#include "execl.h"

int execlp(const char *file, const char *arg0, ...)
{
	va_list ap;
	int r;

	va_start(ap, arg0);
	r = __execl(file, arg0, ap, EXECL_PATH);
	va_end(ap);
	return r;
}
