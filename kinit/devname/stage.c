/* SPDX-License-Identifier: MIT */
/*
 * stage.c: the rootdelay and find-root stages: wait for the device root=
 * names, rescanning the block devices whenever the kernel announces one.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <linux/netlink.h>
#include "kinit.h"
#include "lvm.h"

int rootdelay_stage(struct boot *b)
{
	const char *v = cmdline_get(&b->c, "rootdelay");

	if (v && atoi(v) > 0) {
		kmsg(KINFO, "rootdelay: waiting %d s", atoi(v));
		timing_begin("rootdelay");
		sleep((unsigned int)atoi(v));
		timing_end("rootdelay");
	}
	return 0;
}

/* A socket that wakes us when the kernel announces a new device. */
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

/* Sleep until a uevent arrives or ms pass; drain what arrived. */
static void wait_event(int fd, int ms)
{
	struct pollfd p = { fd, POLLIN, 0 };
	char buf[2048];

	if (fd < 0) {
		usleep((useconds_t)ms * 1000);
		return;
	}
	if (poll(&p, 1, ms) > 0)
		while (recv(fd, buf, sizeof(buf), 0) > 0)
			;
}

/*
 * Wait for the root device.  rootwait waits for ever (rootwait=N for N
 * seconds), otherwise a bounded default; the device list is scanned again
 * whenever a device appears, and at growing intervals besides.
 */
static int find_root(struct boot *b)
{
	const char *why;
	long long start = now_ms(), probed = devname_probe_us, waited = 0, t;
	long long limit = cmdline_wait_ms(&b->c, "rootwait", ROOT_WAIT_MS);
	int fd = -2, res, delay = 5;

	for (;;) {
		res = devname_resolve(b->root, &b->r, &why);
		if (res < 0) {
			kmsg(KERR, "root=%s: %s", b->root, why);
			break;
		}
		if (res > 0)
			break;
		/* It may be a logical volume on the devices there now. */
		if (lvm_activate(&b->c) > 0)
			continue;
		if (limit >= 0 && now_ms() - start >= limit)
			break;
		/*
		 * The socket only once the root is missing (creating and
		 * closing one costs more than the scan when the root is
		 * already there); scan again at once, in case the device
		 * came before the socket could hear of it.
		 */
		if (fd == -2) {
			fd = uevent_socket();
			continue;
		}
		t = now_us();
		wait_event(fd, delay);
		waited += now_us() - t;
		if (delay < 250)
			delay *= 2;
	}
	if (fd >= 0)
		close(fd);
	b->waited_ms = now_ms() - start;
	/* The kernel's share: the waits for a device, the probes' reads. */
	b->root_io_ms = (waited + devname_probe_us - probed + 500) / 1000;
	return res;
}

int find_root_stage(struct boot *b)
{
	int res;

	if (!b->root || !*b->root) {
		kmsg(KERR, "no root= on the command line: nothing to mount");
		devname_table();
		return -1;
	}
	/* root=/dev/nfs names no device: the network has the root. */
	b->nfs = !strcmp(b->root, "/dev/nfs");
	b->waited_ms = 0;
	b->root_io_ms = 0;
	timing_begin("find-root");
	res = b->nfs ? 1 : find_root(b);
	timing_end("find-root");
	if (res <= 0) {
		kmsg(KERR, "cannot find the root device root=%s (waited %lld.%03lld s%s)",
		     b->root, b->waited_ms / 1000, b->waited_ms % 1000,
		     cmdline_has(&b->c, "rootwait") ? "" : "; rootwait waits longer");
		devname_table();
		return -1;
	}
	if (!b->nfs)
		kmsg(KINFO, "root=%s is %s (%u:%u), found after %lld ms", b->root,
		     b->r.path, major(b->r.dev), minor(b->r.dev), b->waited_ms);
	return 0;
}
