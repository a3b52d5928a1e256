/* SPDX-License-Identifier: MIT */
/* clock_nanosleep: sleep on a clock; returns an error number, errno untouched. */
#include <time.h>
#include <errno.h>

extern int __clock_nanosleep(clockid_t, int, const struct timespec *,
			     struct timespec *);

int clock_nanosleep(clockid_t clk, int flags, const struct timespec *req,
		    struct timespec *rem)
{
	int save = errno, r;

	r = __clock_nanosleep(clk, flags, req, rem);
	if (r) {
		r = errno;
		errno = save;
	}
	return r;
}
