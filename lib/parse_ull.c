/* SPDX-License-Identifier: MIT */
/* parse_ull: a whole unsigned number, nothing around it, within a limit. */
#include <errno.h>
#include <limits.h>
#include "utils.h"

static int digit(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	return 99;
}

int parse_ull(const char *s, int base, unsigned long long max,
	      unsigned long long *v)
{
	unsigned long long n = 0;
	int d, any = 0, big = 0;

	/* strtoull would take spaces and a sign; a number here is digits. */
	if (base == 0) {
		base = 10;
		if (s[0] == '0' && (s[1] | 0x20) == 'x' && digit(s[2]) < 16) {
			base = 16;
			s += 2;
		} else if (s[0] == '0') {
			base = 8;
		}
	}
	for (; *s; s++) {
		d = digit((unsigned char)*s);
		if (d >= base) {
			errno = EINVAL;
			return -1;
		}
		any = 1;
		if (n > (max - (unsigned long long)d) /
				    (unsigned long long)base ||
		    (unsigned long long)d > max)
			big = 1;
		else
			n = n * (unsigned long long)base +
			    (unsigned long long)d;
	}
	if (!any) {
		errno = EINVAL;
		return -1;
	}
	if (big) {
		errno = ERANGE;
		return -1;
	}
	*v = n;
	return 0;
}
