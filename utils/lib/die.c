/* die: print `prog: message' (without errno) and exit 1. */
#include <errno.h>
#include <stdlib.h>
#include "utils.h"

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(0, fmt, ap);
	va_end(ap);
	exit(1);
}
