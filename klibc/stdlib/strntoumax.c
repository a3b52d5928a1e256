/* SPDX-License-Identifier: MIT */
/* strntoumax: strtoumax reading at most n characters (klibc's). */
#include <inttypes.h>
#include "__strtox.h"

uintmax_t strntoumax(const char *nptr, char **endptr, int base, size_t n)
{
	return __strntox(nptr, endptr, base, UINTMAX_MAX, 0, n);
}
