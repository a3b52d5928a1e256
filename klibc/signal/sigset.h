/* SPDX-License-Identifier: MIT */
/* sigset.h: where signal n lives in a sigset_t. */
#ifndef _KLIBC_SIGSET_H
#define _KLIBC_SIGSET_H

#include <signal.h>

#define SIGSET_BITS	(8 * sizeof(unsigned long))
#define SIGSET_WORD(n)	(((n) - 1) / SIGSET_BITS)
#define SIGSET_BIT(n)	(1UL << (((n) - 1) % SIGSET_BITS))
#define SIGSET_VALID(n)	((n) >= 1 && (n) < _NSIG)

#endif
