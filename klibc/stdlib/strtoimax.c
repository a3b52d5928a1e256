/* SPDX-License-Identifier: MIT */
/* strtoimax: convert a string to intmax_t. */
#include <stdlib.h>
#include <stdint.h>
#include <limits.h>
#include "__strtox.h"

intmax_t strtoimax(const char *nptr, char **endptr, int base)
{
	return (intmax_t)__strtox(nptr, endptr, base, INTMAX_MAX, 1);
}
