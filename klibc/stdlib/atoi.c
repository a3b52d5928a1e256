/* SPDX-License-Identifier: MIT */
/* atoi: convert a decimal string to an int. */
#include <stdlib.h>
#include <limits.h>
#include "__strtox.h"

int atoi(const char *nptr)
{
	return (int)__strtox(nptr, NULL, 10, INT_MAX, 1);
}
