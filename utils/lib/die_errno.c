/* die_errno: print `prog: message' (appending strerror(errno)) and exit 1. */
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
	exit(1);
}
