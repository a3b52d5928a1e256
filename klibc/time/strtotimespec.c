/* SPDX-License-Identifier: MIT */
/* strtotimespec: "seconds[.fraction]" into a timespec (klibc's). */
#include <time.h>
#include "strtotime.h"

char *strtotimespec(const char *str, struct timespec *ts)
{
	return __strtotime(str, &ts->tv_sec, &ts->tv_nsec, 9);
}
