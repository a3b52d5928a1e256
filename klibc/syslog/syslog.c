/* SPDX-License-Identifier: MIT */
/* syslog: write a formatted message to the kernel log. */
#include <stdarg.h>
#include <syslog.h>

void syslog(int pri, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsyslog(pri, fmt, ap);
	va_end(ap);
}
