/* SPDX-License-Identifier: MIT */
/* strtoumax: convert a string to uintmax_t. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

uintmax_t strtoumax(const char *nptr, char **endptr, int base)
{
	return (uintmax_t)__strtox(nptr, endptr, base, UINTMAX_MAX, 0);
}
