/* SPDX-License-Identifier: MIT */
/* strtotime.h: the parser behind strtotimeval and strtotimespec. */
#ifndef _KLIBC_STRTOTIME_H
#define _KLIBC_STRTOTIME_H

#include <time.h>

/*
 * Read decimal seconds with an optional fraction ("12", "12.5") into
 * *sec and *frac, the fraction in units of 10^-digits s (further digits
 * are read and dropped); the end of the number, or str itself when there
 * is none.  Seconds beyond time_t's range give ERANGE and the largest.
 */
char *__strtotime(const char *str, time_t *sec, long *frac, int digits);

#endif
