/* SPDX-License-Identifier: MIT */
/*
 * wait.c: waiting for a block device to appear.  Every wait of kinit's
 * (the root, an md array's members, the resume device, /usr, a btrfs'
 * members) looks, and when what it wants is not there yet calls
 * devwait(): that sleeps until the kernel announces a device (a uevent)
 * or an interval passes that grows from 5 ms to 250 ms, so a device that
 * arrives is seen at once and one that never says so is still found.
 */
#include <string.h>
#include <unistd.h>
#include <poll.h>
#include <sys/socket.h>
#include <linux/netlink.h>
#include "kinit.h"

#define FIRST_MS	5
#define LAST_MS		250

long long device_wait_ms;

void devwait_start(struct devwait *w, long long limit_ms)
{
	w->start = now_ms();
	w->limit = limit_ms;
	w->slept_us = 0;
	w->delay = FIRST_MS;
	w->fd = -2;
}

/* A socket that hears the kernel's uevents; -1 when there is none. */
static int uevent_socket(void)
{
	struct sockaddr_nl sa;
	int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK,
			NETLINK_KOBJECT_UEVENT);

	if (fd < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.nl_family = AF_NETLINK;
	sa.nl_groups = 1;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		close(fd);
		return -1;
	}
	return fd;
}

int devwait(struct devwait *w)
{
	struct pollfd p;
	char buf[2048];
	long long t;

	if (w->limit >= 0 && now_ms() - w->start >= w->limit)
		return 0;
	/*
	 * The socket only once something is missing (making one costs more
	 * than a look when the device is there already); then look again at
	 * once, in case the device came before the socket could hear of it.
	 */
	if (w->fd == -2) {
		w->fd = uevent_socket();
		return 1;
	}
	t = now_us();
	if (w->fd < 0) {
		usleep((useconds_t)w->delay * 1000);
	} else {
		p.fd = w->fd;
		p.events = POLLIN;
		p.revents = 0;
		if (poll(&p, 1, w->delay) > 0)
			while (recv(w->fd, buf, sizeof(buf), 0) > 0)
				;
	}
	w->slept_us += now_us() - t;
	if (w->delay < LAST_MS)
		w->delay = w->delay * 2 < LAST_MS ? w->delay * 2 : LAST_MS;
	return 1;
}

void devwait_last_resort(struct devwait *w)
{
	if (w->limit < 0)
		w->limit = now_ms() - w->start + LAST_RESORT_MS;
}

void devwait_stop(struct devwait *w)
{
	if (w->fd >= 0)
		close(w->fd);
	w->fd = -2;
}
