/* SPDX-License-Identifier: MIT */
/* time.h: time types and clocks; time_t is 64 bits everywhere. */
#ifndef _TIME_H
#define _TIME_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <klibc/timeval.h>

/*
 * On 32-bit architectures the kernel's tv_nsec is 64 bits wide and it
 * ignores the upper half, which an unnamed field stands for: after
 * tv_nsec on little-endian machines, before it on big-endian ones.
 */
#ifndef _KLIBC_KERNEL_TIME_STRUCTS
struct timespec {
	time_t	tv_sec;
#if _KLIBC_BITS == 32 && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	int	: 32;
#endif
	long	tv_nsec;
#if _KLIBC_BITS == 32 && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	int	: 32;
#endif
};
#endif

struct tm {
	int tm_sec;
	int tm_min;
	int tm_hour;
	int tm_mday;
	int tm_mon;
	int tm_year;
	int tm_wday;
	int tm_yday;
	int tm_isdst;
	long tm_gmtoff;
	const char *tm_zone;
};

#ifndef _KLIBC_KERNEL_TIME_STRUCTS
struct itimerspec {
	struct timespec it_interval;
	struct timespec it_value;
};
#endif

/* CLOCK_REALTIME and the other clocks, TIMER_ABSTIME: <linux/time.h>'s. */
#define CLOCKS_PER_SEC		1000000L

__extern time_t time(time_t *);
__extern int nanosleep(const struct timespec *, struct timespec *);
__extern int clock_gettime(clockid_t, struct timespec *);
__extern int clock_settime(clockid_t, const struct timespec *);
__extern int clock_getres(clockid_t, struct timespec *);
__extern int clock_nanosleep(clockid_t, int, const struct timespec *, struct timespec *);
__extern struct tm *gmtime_r(const time_t *, struct tm *);
__extern struct tm *gmtime(const time_t *);
__extern time_t timegm(struct tm *);

/* klibc's: seconds with an optional decimal fraction, "1.5"; the end. */
__extern char *strtotimeval(const char *, struct timeval *);
__extern char *strtotimespec(const char *, struct timespec *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/time.h>

#endif
