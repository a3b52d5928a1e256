/* SPDX-License-Identifier: MIT */
/*
 * __strntox: the shared core of strtol, strtoul and their wider kin, and
 * of klibc's strntoimax, which read at most n characters.
 */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include "__strtox.h"

/* The value of a digit in any base up to 36, or 36 for a non-digit. */
static unsigned int digit_value(unsigned char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;		/* ASCII lower case; leaves digits alone */
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	return 36;
}

/* The character i places on in s[0..left), or 0 past its end. */
#define AT(i)	(left > (i) ? s[i] : 0)

uintmax_t __strntox(const char *nptr, char **endptr, int base,
		    uintmax_t max, int is_signed, size_t left)
{
	const unsigned char *s = (const unsigned char *)nptr;
	const unsigned char *digits;
	uintmax_t v = 0, limit;
	unsigned int d;
	int neg = 0, overflow = 0;

	if (base < 0 || base == 1 || base > 36) {
		if (endptr)
			*endptr = (char *)nptr;
		errno = EINVAL;
		return 0;
	}

	while (isspace(AT(0))) {
		s++;
		left--;
	}
	if (AT(0) == '+' || AT(0) == '-') {
		neg = *s++ == '-';
		left--;
	}

	/*
	 * "0x" counts as a prefix only when a hex digit follows; otherwise
	 * the "0" alone is the number and parsing stops after it.
	 */
	if ((base == 0 || base == 16) && AT(0) == '0' &&
	    (AT(1) | 0x20) == 'x' && digit_value(AT(2)) < 16) {
		s += 2;
		left -= 2;
		base = 16;
	} else if (base == 0) {
		base = AT(0) == '0' ? 8 : 10;
	}

	/* The largest magnitude the caller's type can take with this sign. */
	limit = max;
	if (is_signed && neg)
		limit = max + 1;

	digits = s;
	while (left && (d = digit_value(*s)) < (unsigned int)base) {
		if (!overflow) {
			if (v > (limit - d) / base)
				overflow = 1;
			else
				v = v * base + d;
		}
		s++;
		left--;
	}

	if (endptr)
		*endptr = (char *)(s == digits ? (const unsigned char *)nptr :
				   s);
	if (overflow) {
		errno = ERANGE;
		if (is_signed && neg)
			return -limit;
		return max;
	}
	return neg ? -v : v;
}
