/* SPDX-License-Identifier: MIT */
/* sys/times.h: process times in clock ticks. */
#ifndef _SYS_TIMES_H
#define _SYS_TIMES_H

#include <klibc/compiler.h>
#include <sys/types.h>

struct tms {
	clock_t tms_utime;
	clock_t tms_stime;
	clock_t tms_cutime;
	clock_t tms_cstime;
};

__extern clock_t times(struct tms *);

#endif
