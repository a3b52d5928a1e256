/* SPDX-License-Identifier: MIT */
/*
 * klibc/timeval.h: struct timeval, defined once for <sys/select.h>,
 * <sys/time.h> and <time.h>.
 */
#ifndef _KLIBC_TIMEVAL_H
#define _KLIBC_TIMEVAL_H

#include <sys/types.h>

struct timeval {
	time_t		tv_sec;
	suseconds_t	tv_usec;
};

#endif
