/* SPDX-License-Identifier: MIT */
/* strint.h: helpers shared by the string functions of the library. */
#ifndef _KLIBC_STRING_STRINT_H
#define _KLIBC_STRING_STRINT_H

#include <stddef.h>

/* Room for a prefix of up to 20 bytes, "-2147483648" and a terminator. */
#define STRNUM_SIZE	32

/* The texts of the error numbers below sys_nerr (NULL for gaps). */
extern const char *const sys_errlist[];
extern const int sys_nerr;

/* The text of error number e, or NULL when it has none. */
const char *__strerror_text(int e);

/* prefix (at most 20 bytes) followed by n in decimal, into buf. */
char *__strnum(char buf[STRNUM_SIZE], const char *prefix, int n);

#endif
