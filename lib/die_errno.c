/* SPDX-License-Identifier: MIT */
/* die_errno: `prog: message: strerror(errno)', exit with die_status. */
#include <errno.h>
#include <stdlib.h>
#include "utils.h"

void die_errno(const char *fmt, ...)
{
	int saved = errno;
	va_list ap;

	va_start(ap, fmt);
	vmsg(saved, fmt, ap);
	va_end(ap);
	exit(die_status);
}
