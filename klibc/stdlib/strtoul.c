/* SPDX-License-Identifier: MIT */
/* strtoul: convert a string to unsigned long. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

unsigned long strtoul(const char *nptr, char **endptr, int base)
{
	return (unsigned long)__strtox(nptr, endptr, base, ULONG_MAX, 0);
}
