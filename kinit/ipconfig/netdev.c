/* SPDX-License-Identifier: MIT */
/* netdev.c: network interfaces: list, bring up, carrier, addresses, routes. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <net/route.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "ipconfig_int.h"

static int sock(int family)
{
	return socket(family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
}

int netdev_get(const char *name, struct netdev *d)
{
	struct ifreq ifr;
	int fd = sock(AF_INET), ret = -1;

	memset(d, 0, sizeof(*d));
	if (fd < 0 || strlen(name) >= sizeof(d->name))
		goto out;
	strcpy(d->name, name);
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, name);
	if (ioctl(fd, SIOCGIFINDEX, &ifr))
		goto out;
	d->ifindex = ifr.ifr_ifindex;
	if (ioctl(fd, SIOCGIFFLAGS, &ifr))
		goto out;
	d->flags = (unsigned short)ifr.ifr_flags;
	d->loopback = !!(d->flags & IFF_LOOPBACK);
	if (ioctl(fd, SIOCGIFHWADDR, &ifr))
		goto out;
	if (ifr.ifr_hwaddr.sa_family != ARPHRD_ETHER)
		d->loopback = 1;	/* not Ethernet: nothing we can do */
	memcpy(d->mac, ifr.ifr_hwaddr.sa_data, 6);
	ret = 0;
out:
	if (fd >= 0)
		close(fd);
	return ret;
}

int netdev_list(struct netdev *v, int max)
{
	DIR *dir = opendir("/sys/class/net");
	struct dirent *e;
	int n = 0, i, j;

	if (!dir)
		return 0;
	while (n < max && (e = readdir(dir))) {
		if (e->d_name[0] == '.')
			continue;
		if (netdev_get(e->d_name, &v[n]) || v[n].loopback)
			continue;
		n++;
	}
	closedir(dir);
	/* By index, so that eth0 comes before eth1 whatever readdir says. */
	for (i = 1; i < n; i++)
		for (j = i; j > 0 && v[j].ifindex < v[j - 1].ifindex; j--) {
			struct netdev t = v[j];

			v[j] = v[j - 1];
			v[j - 1] = t;
		}
	return n;
}

int netdev_up(const char *name)
{
	struct ifreq ifr;
	int fd = sock(AF_INET), ret = -1;

	if (fd < 0)
		return -1;
	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", name);
	if (!ioctl(fd, SIOCGIFFLAGS, &ifr)) {
		ifr.ifr_flags |= IFF_UP;
		ret = ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	close(fd);
	return ret;
}

int netdev_carrier(const char *name)
{
	char path[64], c = 0;
	int fd;

	snprintf(path, sizeof(path), "/sys/class/net/%s/carrier", name);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	/* EINVAL while the link is down: no carrier. */
	if (read(fd, &c, 1) != 1)
		c = '0';
	close(fd);
	return c == '1';
}

static void set_sin(struct sockaddr *sa, struct in_addr a)
{
	struct sockaddr_in *s = (struct sockaddr_in *)sa;

	memset(s, 0, sizeof(*s));
	s->sin_family = AF_INET;
	s->sin_addr = a;
}

static int set(int fd, unsigned long req, const char *dev, struct in_addr a,
	       const char *what)
{
	struct ifreq ifr;

	memset(&ifr, 0, sizeof(ifr));
	snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", dev);
	set_sin(&ifr.ifr_addr, a);
	if (ioctl(fd, (int)req, &ifr)) {
		kmsg(KERR, "%s: cannot set the %s: %s", dev, what,
		     strerror(errno));
		return -1;
	}
	return 0;
}

static int route(int fd, const char *dev, struct in_addr dest,
		 struct in_addr mask, struct in_addr gw)
{
	struct rtentry rt;

	memset(&rt, 0, sizeof(rt));
	set_sin(&rt.rt_dst, dest);
	set_sin(&rt.rt_genmask, mask);
	set_sin(&rt.rt_gateway, gw);
	rt.rt_flags = RTF_UP | (gw.s_addr ? RTF_GATEWAY : 0);
	rt.rt_dev = (char *)dev;
	if (ioctl(fd, SIOCADDRT, &rt) && errno != EEXIST) {
		kmsg(KERR, "%s: cannot add the route to %s: %s", dev,
		     inet_ntoa(dest), strerror(errno));
		return -1;
	}
	return 0;
}

int netdev_configure(const struct ipconfig_lease *l)
{
	struct in_addr any = { 0 }, mask;
	struct ifreq ifr;
	int fd = sock(AF_INET), i;

	if (fd < 0)
		return -1;
	if (set(fd, SIOCSIFADDR, l->dev, l->addr, "address") ||
	    set(fd, SIOCSIFNETMASK, l->dev, l->netmask, "netmask") ||
	    (l->broadcast.s_addr && set(fd, SIOCSIFBRDADDR, l->dev,
					l->broadcast, "broadcast address"))) {
		close(fd);
		return -1;
	}
	if (l->mtu >= 576 && l->mtu <= 65535) {
		memset(&ifr, 0, sizeof(ifr));
		snprintf(ifr.ifr_name, sizeof(ifr.ifr_name), "%s", l->dev);
		ifr.ifr_mtu = (int)l->mtu;
		if (ioctl(fd, SIOCSIFMTU, &ifr))
			kmsg(KWARN, "%s: cannot set the MTU to %u: %s", l->dev,
			     l->mtu, strerror(errno));
	}
	if (l->nroutes) {
		/* RFC 3442: classless routes replace the router option. */
		for (i = 0; i < l->nroutes; i++) {
			int w = l->routes[i].width;

			mask.s_addr = w ? htonl(~0u << (32 - w)) : 0;
			route(fd, l->dev, l->routes[i].dest, mask,
			      l->routes[i].gateway);
		}
	} else if (l->gateway.s_addr) {
		/* Said, but not fatal: the local network still works. */
		route(fd, l->dev, any, any, l->gateway);
	}
	close(fd);
	return 0;
}

/* An IPv6 address or route request; one that is there already is fine. */
static int ioctl6(unsigned long req, void *arg)
{
	int fd = sock(AF_INET6), ret;

	if (fd < 0)
		return -1;
	ret = ioctl(fd, req, arg);
	if (ret && errno == EEXIST)
		ret = 0;
	close(fd);
	return ret;
}

struct in6_ifreq_k {		/* the kernel's struct in6_ifreq */
	struct in6_addr addr;
	uint32_t prefixlen;
	int ifindex;
};

int netdev_add_addr6(int ifindex, const struct in6_addr *a, int prefix)
{
	struct in6_ifreq_k r;

	memset(&r, 0, sizeof(r));
	r.addr = *a;
	r.prefixlen = (uint32_t)prefix;
	r.ifindex = ifindex;
	return ioctl6(SIOCSIFADDR, &r);
}

struct in6_rtmsg_k {		/* the kernel's struct in6_rtmsg */
	struct in6_addr dst, src, gateway;
	uint32_t type;
	uint16_t dst_len, src_len;
	uint32_t metric;
	unsigned long info;
	uint32_t flags;
	int ifindex;
};

int netdev_add_route6(int ifindex, const struct in6_addr *gw)
{
	struct in6_rtmsg_k rt;

	memset(&rt, 0, sizeof(rt));
	rt.gateway = *gw;
	rt.flags = RTF_UP | RTF_GATEWAY;
	rt.metric = 1024;
	rt.ifindex = ifindex;
	return ioctl6(SIOCADDRT, &rt);
}
