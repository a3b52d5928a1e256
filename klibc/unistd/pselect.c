/* SPDX-License-Identifier: MIT */
/* pselect: select with a timespec timeout and a temporary signal mask. */
#include <sys/select.h>
#include <string.h>
#include <time.h>

extern int __pselect6(int, fd_set *, fd_set *, fd_set *, struct timespec *,
		      const void *);

int pselect(int n, fd_set *r, fd_set *w, fd_set *e,
	    const struct timespec *timeout, const sigset_t *mask)
{
	struct timespec ts;
	/* The sixth argument is the mask and its size, packed together. */
	struct {
		const sigset_t *set;
		size_t size;
	} m = { mask, sizeof(sigset_t) };

	if (timeout) {
		memset(&ts, 0, sizeof(ts));
		ts.tv_sec = timeout->tv_sec;
		ts.tv_nsec = timeout->tv_nsec;
	}
	return __pselect6(n, r, w, e, timeout ? &ts : NULL, mask ? &m : NULL);
}
