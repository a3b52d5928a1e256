/* SPDX-License-Identifier: MIT */
/* strtoll: convert a string to long long. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

long long strtoll(const char *nptr, char **endptr, int base)
{
	return (long long)__strtox(nptr, endptr, base, LLONG_MAX, 1);
}
