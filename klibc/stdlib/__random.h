/* SPDX-License-Identifier: MIT */
/* __random.h: the state shared by random(), rand() and their seeds. */
#ifndef _KLIBC_RANDOM_H
#define _KLIBC_RANDOM_H

#include <stdint.h>

/* The state of random(); the seed itself, so srandom(1) is the default. */
extern uint64_t __random_state;

#endif
