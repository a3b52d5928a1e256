/* SPDX-License-Identifier: MIT */
/* poll: wait for events on file descriptors, timeout in milliseconds. */
#include <poll.h>

int poll(struct pollfd *fds, nfds_t n, int timeout)
{
	struct timespec ts;

	if (timeout < 0)
		return ppoll(fds, n, NULL, NULL);
	ts.tv_sec = timeout / 1000;
	ts.tv_nsec = (long)(timeout % 1000) * 1000000;
	return ppoll(fds, n, &ts, NULL);
}
