/* SPDX-License-Identifier: MIT */
/* getitimer: read an interval timer. */
#include <sys/time.h>
#include "ktimeval.h"

extern int __getitimer(int, struct k_itimerval *);

int getitimer(int which, struct itimerval *v)
{
	struct k_itimerval k;

	if (__getitimer(which, &k))
		return -1;
	__k_itimerval_out(v, &k);
	return 0;
}
