/* SPDX-License-Identifier: MIT */
/* poll.h: waiting for events on file descriptors. */
#ifndef _POLL_H
#define _POLL_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <signal.h>
#include <time.h>

/*
 * The kernel's POLL* bits, which differ by architecture (POLLWRNORM is
 * POLLOUT on mips and sparc); its struct pollfd is kept out of the way.
 */
#define pollfd	__kernel_pollfd
#include <asm/poll.h>
#undef pollfd
#undef POLLFREE
#undef POLL_BUSY_LOOP

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
