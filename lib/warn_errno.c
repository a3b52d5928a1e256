/* SPDX-License-Identifier: MIT */
/* warn_errno: print `prog: message' (appending strerror(errno)). */
#include <errno.h>
#include <stdlib.h>
#include "utils.h"

void warn_errno(const char *fmt, ...)
{
	int saved = errno;
	va_list ap;

	va_start(ap, fmt);
	vmsg(saved, fmt, ap);
	va_end(ap);
}
