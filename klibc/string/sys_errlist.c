/* SPDX-License-Identifier: MIT */
/*
 * sys_errlist, sys_nerr: the message of each error number, in glibc's
 * wording, indexed by number.  Like glibc 2.32 and later and klibc, no
 * public header declares them.
 */
#include <errno.h>
#include "strint.h"

const char *const sys_errlist[] = {
#define E(n, s) [n] = __errtext.m##n,
#include "errlist.h"
#undef E
};

const int sys_nerr = sizeof(sys_errlist) / sizeof(sys_errlist[0]);
