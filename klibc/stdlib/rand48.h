/* SPDX-License-Identifier: MIT */
/* rand48.h: the state shared by the *rand48 functions. */
#ifndef _KLIBC_RAND48_H
#define _KLIBC_RAND48_H

#include <stdint.h>

/* X, the 48-bit state of lrand48 and mrand48, least significant first. */
extern unsigned short __rand48_seed[3];

/*
 * Step x[] once through POSIX's X(n+1) = (a * X(n) + c) mod 2^48, with
 * a = 0x5DEECE66D and c = 0xB, and return the new X.
 */
uint64_t __rand48_step(unsigned short x[3]);

#endif
