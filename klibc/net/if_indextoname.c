/* SPDX-License-Identifier: MIT */
/* if_indextoname: the name of the network interface of an index. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>
#include "net.h"

char *if_indextoname(unsigned int index, char *name)
{
	struct ifreq ifr;
	int fd, r, err;

	if (index > 0x7fffffff) {
		errno = ENXIO;
		return NULL;
	}
	memset(&ifr, 0, sizeof(ifr));
	ifr.ifr_ifindex = (int)index;
	fd = __if_socket();
	if (fd < 0)
		return NULL;
	r = ioctl(fd, SIOCGIFNAME, &ifr);
	err = errno;
	close(fd);
	if (r < 0) {
		/* POSIX names the error for an unknown index ENXIO. */
		errno = err == ENODEV ? ENXIO : err;
		return NULL;
	}
	/* The kernel's name is terminated within IFNAMSIZ; make sure. */
	ifr.ifr_name[IFNAMSIZ - 1] = '\0';
	return strcpy(name, ifr.ifr_name);
}
