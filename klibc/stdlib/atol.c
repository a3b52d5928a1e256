/* SPDX-License-Identifier: MIT */
/* atol: convert a decimal string to a long. */
#include <stdlib.h>
#include <limits.h>
#include "__strtox.h"

long atol(const char *nptr)
{
	return (long)__strtox(nptr, NULL, 10, LONG_MAX, 1);
}
