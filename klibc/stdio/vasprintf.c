/* SPDX-License-Identifier: MIT */
/* vasprintf: formatted output to a string allocated with malloc. */
#include <stdio.h>
#include <stdlib.h>

int vasprintf(char **sp, const char *fmt, va_list ap)
{
	va_list ap2;
	int n;
	char *s;

	*sp = NULL;
	va_copy(ap2, ap);
	n = vsnprintf(NULL, 0, fmt, ap2);
	va_end(ap2);
	/* n + 1 cannot overflow: n is at most INT_MAX. */
	if (n < 0 || !(s = malloc((size_t)n + 1)))
		return -1;
	vsnprintf(s, (size_t)n + 1, fmt, ap);
	*sp = s;
	return n;
}
