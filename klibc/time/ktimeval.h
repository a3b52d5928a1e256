/* ktimeval.h: the kernel's itimerval, whose fields are longs on every architecture. */
#ifndef _KLIBC_KTIMEVAL_H
#define _KLIBC_KTIMEVAL_H

#include <sys/time.h>

struct k_timeval {
	long sec, usec;
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
