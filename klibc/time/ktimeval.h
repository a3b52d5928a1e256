/* SPDX-License-Identifier: MIT */
/*
 * ktimeval.h: the kernel's itimerval, whose fields are longs on every
 * architecture but sparc64, which keeps microseconds in an int.
 */
#ifndef _KLIBC_KTIMEVAL_H
#define _KLIBC_KTIMEVAL_H

#include <sys/time.h>
#include <linux/posix_types.h>

struct k_timeval {
	__kernel_long_t sec;
	__kernel_suseconds_t usec;
};

struct k_itimerval {
	struct k_timeval interval, value;
};

static inline void __k_itimerval_out(struct itimerval *v,
				     const struct k_itimerval *k)
{
	v->it_interval.tv_sec = k->interval.sec;
	v->it_interval.tv_usec = k->interval.usec;
	v->it_value.tv_sec = k->value.sec;
	v->it_value.tv_usec = k->value.usec;
}

#endif
