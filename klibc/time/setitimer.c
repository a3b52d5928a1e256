/* SPDX-License-Identifier: MIT */
/*
 * setitimer: arm an interval timer.  The kernel's itimerval has long
 * seconds, so 64-bit time_t values are narrowed on 32-bit architectures.
 */
#include <sys/time.h>
#include "ktimeval.h"

extern int __setitimer(int, const struct k_itimerval *, struct k_itimerval *);

int setitimer(int which, const struct itimerval *nv, struct itimerval *ov)
{
	struct k_itimerval kn, ko;

	kn.interval.sec = (long)nv->it_interval.tv_sec;
	kn.interval.usec = (long)nv->it_interval.tv_usec;
	kn.value.sec = (long)nv->it_value.tv_sec;
	kn.value.usec = (long)nv->it_value.tv_usec;
	if (__setitimer(which, &kn, ov ? &ko : 0))
		return -1;
	if (ov)
		__k_itimerval_out(ov, &ko);
	return 0;
}
