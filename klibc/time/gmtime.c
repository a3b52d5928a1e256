/* SPDX-License-Identifier: MIT */
/* gmtime: gmtime_r into a static result. */
#include <time.h>

struct tm *gmtime(const time_t *t)
{
	static struct tm tm;

	return gmtime_r(t, &tm);
}
