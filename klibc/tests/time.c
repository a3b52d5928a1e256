/* SPDX-License-Identifier: MIT */
/* time.c: clocks, sleeps and calendar conversion. */
#if __SIZEOF_LONG__ == 8
/*
 * The kernel's headers before ours, as a program may include them: on a
 * 64-bit machine their structures are ours and are taken (debian_api.c
 * includes them after ours, on every machine).
 */
#include <linux/time.h>
#include <linux/resource.h>
#endif
#include <time.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/resource.h>
#include <unistd.h>
#include <errno.h>
#include "tap.h"

int main(void)
{
	struct timespec a, b, res;
	struct timeval tv;
	struct tm tm;
	struct tms tms;
	struct rusage ru;
	time_t t, t2;
	long long ms;
	static const struct {
		time_t t;
		int y, mon, d, h, mi, s, wd, yd;
	} cal[] = {
		{ 0, 70, 0, 1, 0, 0, 0, 4, 0 },
		{ 951782400, 100, 1, 29, 0, 0, 0, 2, 59 },	/* 2000-02-29 */
		{ 1709251199, 124, 1, 29, 23, 59, 59, 4, 59 },	/* 2024-02-29 23:59:59 */
		{ 2147483647, 138, 0, 19, 3, 14, 7, 2, 18 },	/* 2038-01-19 */
		{ 2147483648LL, 138, 0, 19, 3, 14, 8, 2, 18 },	/* one second past 32 bits */
		{ 4102444800LL, 200, 0, 1, 0, 0, 0, 5, 0 },	/* 2100-01-01 */
		{ -1, 69, 11, 31, 23, 59, 59, 3, 364 },		/* 1969-12-31 */
		{ 253402300799LL, 8099, 11, 31, 23, 59, 59, 5, 364 },
	};
	size_t i;

	ok(sizeof(time_t) == 8, "time_t is 64 bits");
	ok(clock_gettime(CLOCK_REALTIME, &a) == 0 && a.tv_sec > 1600000000, "CLOCK_REALTIME is plausible");
	ok(a.tv_nsec >= 0 && a.tv_nsec < 1000000000, "tv_nsec in range");
	t = time(&t2);
	ok(t == t2 && t >= a.tv_sec && t - a.tv_sec < 5, "time agrees with the clock");
	ok(gettimeofday(&tv, NULL) == 0 && tv.tv_sec >= a.tv_sec && tv.tv_usec < 1000000, "gettimeofday");
	ok(clock_getres(CLOCK_MONOTONIC, &res) == 0 && res.tv_sec == 0 && res.tv_nsec > 0, "clock_getres");
	clock_gettime(CLOCK_MONOTONIC, &a);
	ok(usleep(20000) == 0, "usleep");
	clock_gettime(CLOCK_MONOTONIC, &b);
	ms = (b.tv_sec - a.tv_sec) * 1000LL + (b.tv_nsec - a.tv_nsec) / 1000000;
	ok(ms >= 19 && ms < 2000, "usleep(20 ms) slept about that long (%lld ms)", ms);
	a.tv_sec = 0;
	a.tv_nsec = 1000000000;
	is_int(nanosleep(&a, NULL), -1, "nanosleep refuses tv_nsec >= 1e9");
	is_int(errno, EINVAL, "... with EINVAL");
	clock_gettime(CLOCK_MONOTONIC, &a);
	b = a;
	b.tv_nsec += 10000000;
	if (b.tv_nsec >= 1000000000) {
		b.tv_sec++;
		b.tv_nsec -= 1000000000;
	}
	is_int(clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &b, NULL), 0, "clock_nanosleep to an absolute time");
	clock_gettime(CLOCK_MONOTONIC, &a);
	ok(a.tv_sec > b.tv_sec || (a.tv_sec == b.tv_sec && a.tv_nsec >= b.tv_nsec), "... woke after it");
	ok(times(&tms) != (clock_t)-1, "times");

	for (i = 0; i < sizeof(cal) / sizeof(cal[0]); i++) {
		ok(gmtime_r(&cal[i].t, &tm) && tm.tm_year == cal[i].y && tm.tm_mon == cal[i].mon &&
		   tm.tm_mday == cal[i].d && tm.tm_hour == cal[i].h && tm.tm_min == cal[i].mi &&
		   tm.tm_sec == cal[i].s && tm.tm_wday == cal[i].wd && tm.tm_yday == cal[i].yd,
		   "gmtime_r(%lld) = %d-%d-%d %d:%d:%d wday %d yday %d", (long long)cal[i].t,
		   tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
		   tm.tm_wday, tm.tm_yday);
		is_int(timegm(&tm), cal[i].t, "timegm inverts gmtime_r");
	}
	tm.tm_year = 124;
	tm.tm_mon = 13;		/* February of the next year */
	tm.tm_mday = 1;
	tm.tm_hour = tm.tm_min = tm.tm_sec = 0;
	t = timegm(&tm);
	ok(tm.tm_year == 125 && tm.tm_mon == 1 && tm.tm_mday == 1, "timegm normalises the month");
	is_int(t, 1738368000LL, "... and returns 2025-02-01");
	ok(getrusage(RUSAGE_SELF, &ru) == 0 && ru.ru_utime.tv_sec >= 0 &&
	   ru.ru_utime.tv_usec < 1000000 && ru.ru_minflt > 0,
	   "getrusage (the kernel's struct rusage where its header came first)");
	return done();
}
