/* SPDX-License-Identifier: MIT */
/* gettimeofday: the time of day in microseconds (the time zone is always UTC). */
#include <sys/time.h>

int gettimeofday(struct timeval *tv, struct timezone *tz)
{
	struct timespec ts;

	if (tv) {
		if (clock_gettime(CLOCK_REALTIME, &ts))
			return -1;
		tv->tv_sec = ts.tv_sec;
		tv->tv_usec = ts.tv_nsec / 1000;
	}
	if (tz)
		tz->tz_minuteswest = tz->tz_dsttime = 0;
	return 0;
}
