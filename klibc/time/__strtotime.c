/* SPDX-License-Identifier: MIT */
/* __strtotime: decimal seconds with a fraction (see strtotime.h). */
#include <inttypes.h>
#include <errno.h>
#include "strtotime.h"

char *__strtotime(const char *str, time_t *sec, long *frac, int digits)
{
	const char *p = str;
	char *end;
	uintmax_t v;
	long f = 0;

	/* As strtoumax and Debian's klibc: blanks and a plus sign before the
	 * number; a minus sign is no time span (theirs gives a wrong one). */
	while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
		p++;
	if (*p == '+')
		p++;
	if (*p < '0' || *p > '9') {
		*sec = 0;
		*frac = 0;
		return (char *)str;
	}
	v = strtoumax(p, &end, 10);
	if (v > INT64_MAX) {
		errno = ERANGE;
		v = INT64_MAX;
	}
	if (*end == '.') {
		end++;
		for (; *end >= '0' && *end <= '9'; end++)
			if (digits > 0) {
				f = f * 10 + (*end - '0');
				digits--;
			}
	}
	while (digits-- > 0)
		f *= 10;
	*sec = v;
	*frac = f;
	return end;
}
