/* SPDX-License-Identifier: MIT */
/* ppoll: wait for events with a timespec timeout and a temporary signal mask. */
#include <poll.h>
#include <string.h>

extern int __ppoll(struct pollfd *, nfds_t, struct timespec *,
		   const sigset_t *, size_t);

int ppoll(struct pollfd *fds, nfds_t n, const struct timespec *timeout,
	  const sigset_t *mask)
{
	struct timespec ts;

	/* The kernel writes the time left back; the caller's stays untouched. */
	if (timeout) {
		memset(&ts, 0, sizeof(ts));
		ts.tv_sec = timeout->tv_sec;
		ts.tv_nsec = timeout->tv_nsec;
	}
	return __ppoll(fds, n, timeout ? &ts : NULL, mask, sizeof(sigset_t));
}
