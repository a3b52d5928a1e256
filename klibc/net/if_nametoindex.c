/* SPDX-License-Identifier: MIT */
/* if_nametoindex: the index of the network interface of a name, or 0. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>
#include "net.h"

unsigned int if_nametoindex(const char *name)
{
	struct ifreq ifr;
	size_t len = strlen(name);
	int fd, r, err;

	/* A longer name cannot be an interface's, and must not be cut. */
	if (len >= IFNAMSIZ) {
		errno = ENODEV;
		return 0;
	}
	memset(&ifr, 0, sizeof(ifr));
	memcpy(ifr.ifr_name, name, len);
	fd = __if_socket();
	if (fd < 0)
		return 0;
	r = ioctl(fd, SIOCGIFINDEX, &ifr);
	err = errno;
	close(fd);
	if (r < 0) {
		errno = err;
		return 0;
	}
	return (unsigned int)ifr.ifr_ifindex;
}
