/* SPDX-License-Identifier: MIT */
/* nanosleep: sleep for an interval; the remainder is reported when interrupted. */
#include <time.h>
#include <errno.h>

int nanosleep(const struct timespec *req, struct timespec *rem)
{
	/* clock_nanosleep returns the error number instead of setting errno. */
	int e = clock_nanosleep(CLOCK_REALTIME, 0, req, rem);

	if (e) {
		errno = e;
		return -1;
	}
	return 0;
}
