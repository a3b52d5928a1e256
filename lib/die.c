/* SPDX-License-Identifier: MIT */
/* die: print `prog: message' (without errno), exit with die_status. */
#include <errno.h>
#include <stdlib.h>
#include "utils.h"

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(0, fmt, ap);
	va_end(ap);
	exit(die_status);
}
