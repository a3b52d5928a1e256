/* poll.h: waiting for events on file descriptors. */
#ifndef _POLL_H
#define _POLL_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <signal.h>
#include <time.h>

#define POLLIN		0x0001
#define POLLPRI		0x0002
#define POLLOUT		0x0004
#define POLLERR		0x0008
#define POLLHUP		0x0010
#define POLLNVAL	0x0020
#define POLLRDNORM	0x0040
#define POLLRDBAND	0x0080
#define POLLWRNORM	0x0100
#define POLLWRBAND	0x0200
#define POLLRDHUP	0x2000

typedef unsigned int nfds_t;

struct pollfd {
	int fd;
	short events;
	short revents;
};

__extern int poll(struct pollfd *, nfds_t, int);
__extern int ppoll(struct pollfd *, nfds_t, const struct timespec *,
		   const sigset_t *);

#endif
