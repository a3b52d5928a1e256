/* SPDX-License-Identifier: MIT */
/* atoll: convert a decimal string to a long long. */
#include <stdlib.h>
#include <limits.h>
#include "__strtox.h"

long long atoll(const char *nptr)
{
	return (long long)__strtox(nptr, NULL, 10, LLONG_MAX, 1);
}
