/* SPDX-License-Identifier: MIT */
/* num_arg: a numeric argument, or `prog: what 's': why' and exit 1. */
#include <errno.h>
#include "utils.h"

unsigned long long num_arg(const char *s, int base, unsigned long long max,
			   const char *what)
{
	unsigned long long v;

	if (parse_ull(s, base, max, &v) == 0)
		return v;
	if (errno == ERANGE)
		die("%s '%s': out of range (at most %llu)", what, s, max);
	die("%s '%s': not a number", what, s);
}
