/* SPDX-License-Identifier: MIT */
/* strtotimeval: "seconds[.fraction]" into a timeval (klibc's). */
#include <time.h>
#include "strtotime.h"

char *strtotimeval(const char *str, struct timeval *tv)
{
	long us;
	char *end = __strtotime(str, &tv->tv_sec, &us, 6);

	tv->tv_usec = us;
	return end;
}
