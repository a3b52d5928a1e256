/* SPDX-License-Identifier: MIT */
/* warn_msg: print `prog: message' (without errno). */
#include <errno.h>
#include <stdlib.h>
#include "utils.h"

void warn_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(0, fmt, ap);
	va_end(ap);
}
