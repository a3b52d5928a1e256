/* SPDX-License-Identifier: MIT */
/* __strnum: a prefix and a decimal number, without pulling in printf. */
#include <string.h>
#include "strint.h"

char *__strnum(char buf[STRNUM_SIZE], const char *prefix, int n)
{
	char digits[12], *d = digits + sizeof(digits);
	/* Negate in unsigned arithmetic: -INT_MIN does not fit in an int. */
	unsigned int u = n < 0 ? 0U - (unsigned int)n : (unsigned int)n;
	size_t plen = strnlen(prefix, 20);

	*--d = '\0';
	do {
		*--d = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (n < 0)
		*--d = '-';
	memcpy(buf, prefix, plen);
	memcpy(buf + plen, d, (size_t)(digits + sizeof(digits) - d));
	return buf;
}
