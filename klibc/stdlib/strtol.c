/* SPDX-License-Identifier: MIT */
/* strtol: convert a string to a long, in a given base. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

long strtol(const char *nptr, char **endptr, int base)
{
	return (long)__strtox(nptr, endptr, base, LONG_MAX, 1);
}
