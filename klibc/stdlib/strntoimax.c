/* SPDX-License-Identifier: MIT */
/* strntoimax: strtoimax reading at most n characters (klibc's). */
#include <inttypes.h>
#include "__strtox.h"

intmax_t strntoimax(const char *nptr, char **endptr, int base, size_t n)
{
	return (intmax_t)__strntox(nptr, endptr, base, INTMAX_MAX, 1, n);
}
