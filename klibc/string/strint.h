/* SPDX-License-Identifier: MIT */
/* strint.h: helpers shared by the string functions of the library. */
#ifndef _KLIBC_STRING_STRINT_H
#define _KLIBC_STRING_STRINT_H

#include <stddef.h>

/* Room for a prefix of up to 20 bytes, "-2147483648" and a terminator. */
#define STRNUM_SIZE	32

/*
 * The texts of errlist.h packed in one object, a member for each error
 * (mEPERM...), after one byte that stands for no text.  strerror finds
 * them by 16-bit offsets, and sys_errlist points into them, so that a
 * program needs neither a table of pointers nor a second copy.
 */
struct __errtext {
	char none;
#define E(n, s) char m##n[sizeof(s)];
#include "errlist.h"
#undef E
};
extern const struct __errtext __errtext;

/* The texts of the error numbers below sys_nerr (NULL for gaps). */
extern const char *const sys_errlist[];
extern const int sys_nerr;

/* The text of error number e, or NULL when it has none. */
const char *__strerror_text(int e);

/* prefix (at most 20 bytes) followed by n in decimal, into buf. */
char *__strnum(char buf[STRNUM_SIZE], const char *prefix, int n);

#endif
