/* SPDX-License-Identifier: MIT */
/* gmtime_r: break seconds since the Epoch into a UTC calendar time. */
#include <time.h>
#include <errno.h>

struct tm *gmtime_r(const time_t *t, struct tm *tm)
{
	/* Days are counted from 2000-03-01, the start of a 400-year cycle. */
	static const char mdays[] = { 31, 30, 31, 30, 31, 31, 30, 31, 30, 31, 31, 29 };
	long long secs = *t - 951868800LL, days, rem, years;
	int qc, c, q, y, m, yday;

	days = secs / 86400;
	rem = secs % 86400;
	if (rem < 0) {
		rem += 86400;
		days--;
	}
	tm->tm_hour = (int)(rem / 3600);
	tm->tm_min = (int)(rem / 60 % 60);
	tm->tm_sec = (int)(rem % 60);
	tm->tm_wday = (int)((3 + days) % 7);
	if (tm->tm_wday < 0)
		tm->tm_wday += 7;

	qc = (int)(days / 146097);
	rem = days % 146097;
	if (rem < 0) {
		rem += 146097;
		qc--;
	}
	c = (int)(rem / 36524);
	if (c == 4)
		c = 3;
	rem -= c * 36524LL;
	q = (int)(rem / 1461);
	if (q == 25)
		q = 24;
	rem -= q * 1461LL;
	y = (int)(rem / 365);
	if (y == 4)
		y = 3;
	rem -= y * 365LL;

	years = 2000 + y + 4LL * q + 100LL * c + 400LL * qc;
	for (m = 0; rem >= mdays[m]; m++)
		rem -= mdays[m];
	/* The cycle's year starts in March: January and February end it. */
	yday = (int)rem;
	if (m >= 10) {
		m -= 12;
		years++;
	}
	if (years - 1900 > 0x7fffffff || years - 1900 < -0x7fffffffLL - 1) {
		errno = EOVERFLOW;
		return 0;
	}
	tm->tm_year = (int)(years - 1900);
	tm->tm_mon = m + 2;
	tm->tm_mday = yday + 1;
	{
		int leap = (years % 4 == 0 && years % 100 != 0) || years % 400 == 0;
		static const short before[] = { 0, 31, 59, 90, 120, 151, 181,
						212, 243, 273, 304, 334 };

		tm->tm_yday = before[tm->tm_mon] + tm->tm_mday - 1 +
			      (leap && tm->tm_mon > 1);
	}
	tm->tm_isdst = 0;
	tm->tm_gmtoff = 0;
	tm->tm_zone = "UTC";
	return tm;
}
