/* SPDX-License-Identifier: MIT */
/* sys_siglist: the description of each signal, in glibc's wording. */
#include <signal.h>

/* Indexed by number, which differs by architecture (sigtab.h). */
const char *const sys_siglist[_NSIG] = {
#define SIG(num, name, text) [num] = text,
#include "sigtab.h"
#undef SIG
};
