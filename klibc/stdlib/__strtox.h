/* SPDX-License-Identifier: MIT */
/* __strtox.h: the one number parser behind the strto* and ato* functions. */
#ifndef _KLIBC_STRTOX_H
#define _KLIBC_STRTOX_H

#include <stddef.h>
#include <stdint.h>

/*
 * Parse an integer as strtoul() does and return it as an unsigned value
 * of the widest type.  `max' is the largest value of the caller's type;
 * a signed type (`is_signed') also takes -(max + 1).  Out-of-range input
 * sets errno to ERANGE and gives the nearest limit, and a minus sign on
 * an unsigned type negates in the type's modulus, as C says.  The caller
 * converts the result to its own type.  At most n characters are read.
 */
uintmax_t __strntox(const char *nptr, char **endptr, int base,
		    uintmax_t max, int is_signed, size_t n);

/* The same without a limit: the string ends at its first non-digit. */
#define __strtox(nptr, endptr, base, max, is_signed) \
	__strntox((nptr), (endptr), (base), (max), (is_signed), SIZE_MAX)

#endif
