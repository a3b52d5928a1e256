/* SPDX-License-Identifier: MIT */
/*
 * sys_sigabbrev: each signal's name without "SIG", indexed by number (as
 * Debian's klibc has it; sys_siglist holds the descriptions).
 */
#include <signal.h>

const char *const sys_sigabbrev[_NSIG] = {
#define SIG(num, name, text) [num] = name,
#include "sigtab.h"
#undef SIG
};
