/* SPDX-License-Identifier: MIT */
/* select: wait until descriptors are ready; the time left is written back. */
#include <sys/select.h>
#include <sys/time.h>
#include <string.h>
#include <errno.h>

extern int __pselect6(int, fd_set *, fd_set *, fd_set *, struct timespec *,
		      const void *);

int select(int n, fd_set *r, fd_set *w, fd_set *e, struct timeval *tv)
{
	struct timespec ts;
	int ret;

	if (tv) {
		if (tv->tv_sec < 0 || tv->tv_usec < 0) {
			errno = EINVAL;
			return -1;
		}
		memset(&ts, 0, sizeof(ts));
		ts.tv_sec = tv->tv_sec + tv->tv_usec / 1000000;
		ts.tv_nsec = (tv->tv_usec % 1000000) * 1000;
	}
	ret = __pselect6(n, r, w, e, tv ? &ts : NULL, NULL);
	if (tv && ret >= 0) {
		tv->tv_sec = ts.tv_sec;
		tv->tv_usec = ts.tv_nsec / 1000;
	}
	return ret;
}
