/* SPDX-License-Identifier: MIT */
/* sys/time.h: microsecond times and interval timers. */
#ifndef _SYS_TIME_H
#define _SYS_TIME_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/select.h>
#include <time.h>
#include <klibc/timeval.h>

#ifndef _KLIBC_KERNEL_TIME_STRUCTS
struct timezone {
	int tz_minuteswest;
	int tz_dsttime;
};

struct itimerval {
	struct timeval it_interval;
	struct timeval it_value;
};
#endif

/* ITIMER_REAL and the other timers: <linux/time.h>'s (klibc/timeval.h). */

#define timerclear(tvp)	((tvp)->tv_sec = (tvp)->tv_usec = 0)
#define timerisset(tvp)	((tvp)->tv_sec || (tvp)->tv_usec)
#define timercmp(a, b, op) \
	((a)->tv_sec == (b)->tv_sec ? (a)->tv_usec op (b)->tv_usec : \
	 (a)->tv_sec op (b)->tv_sec)

__extern int gettimeofday(struct timeval *, struct timezone *);
__extern int settimeofday(const struct timeval *, const struct timezone *);
__extern int getitimer(int, struct itimerval *);
__extern int setitimer(int, const struct itimerval *, struct itimerval *);
__extern int utimes(const char *, const struct timeval *);
__extern int futimesat(int, const char *, const struct timeval *);

#endif
