/* SPDX-License-Identifier: MIT */
/* settimeofday: set the time of day. */
#include <sys/time.h>
#include <errno.h>

int settimeofday(const struct timeval *tv, const struct timezone *tz)
{
	struct timespec ts;

	(void)tz;		/* the kernel's time zone is obsolete */
	if (!tv)
		return 0;
	if (tv->tv_usec < 0 || tv->tv_usec >= 1000000) {
		errno = EINVAL;
		return -1;
	}
	ts.tv_sec = tv->tv_sec;
	ts.tv_nsec = tv->tv_usec * 1000;
	return clock_settime(CLOCK_REALTIME, &ts);
}
