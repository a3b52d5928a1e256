/* SPDX-License-Identifier: MIT */
/* timegm: seconds since the Epoch of a UTC calendar time, fields normalised. */
#include <time.h>

time_t timegm(struct tm *tm)
{
	long long y = tm->tm_year + 1900LL, m = tm->tm_mon, days;
	time_t t;

	/* Bring the month into 0..11, carrying into the year. */
	y += m / 12;
	m %= 12;
	if (m < 0) {
		m += 12;
		y--;
	}
	/* Count from March so that the leap day ends the year. */
	if (m < 2) {
		y--;
		m += 12;
	}
	days = 365 * y + y / 4 - y / 100 + y / 400 + (153 * (m - 2) + 2) / 5 +
	       tm->tm_mday - 1 - 719468LL;
	t = (time_t)(((days * 24 + tm->tm_hour) * 60 + tm->tm_min) * 60 +
		     tm->tm_sec);
	gmtime_r(&t, tm);
	return t;
}
