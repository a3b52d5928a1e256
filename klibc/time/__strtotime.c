/* SPDX-License-Identifier: MIT */
/* __strtotime: decimal seconds with a fraction (see strtotime.h). */
#include <inttypes.h>
#include <errno.h>
#include "strtotime.h"

char *__strtotime(const char *str, time_t *sec, long *frac, int digits)
{
	char *end;
	uintmax_t v;
	long f = 0;

	if (*str < '0' || *str > '9') {
		*sec = 0;
		*frac = 0;
		return (char *)str;
	}
	v = strtoumax(str, &end, 10);
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
