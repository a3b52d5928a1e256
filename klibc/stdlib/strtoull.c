/* SPDX-License-Identifier: MIT */
/* strtoull: convert a string to unsigned long long. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

unsigned long long strtoull(const char *nptr, char **endptr, int base)
{
	return (unsigned long long)__strtox(nptr, endptr, base, ULLONG_MAX, 0);
}
