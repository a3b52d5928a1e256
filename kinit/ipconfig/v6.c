/* SPDX-License-Identifier: MIT */
/* v6.c: ipconfig's IPv6 side: router solicitation (SLAAC) and DHCPv6. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "engine.h"

static const struct in6_addr all_routers = { { { 0xff, 2, 0, 0, 0, 0, 0, 0,
						  0, 0, 0, 0, 0, 0, 0, 2 } } };
static const struct in6_addr all_dhcp = { { { 0xff, 2, 0, 0, 0, 0, 0, 0,
					      0, 0, 0, 0, 0, 1, 0, 2 } } };

/* No duplicate address detection: the link-local address is usable at
 * once, so the first solicitation goes out without a second's wait. */
void v6_no_dad(const char *dev)
{
	char path[80];
	int fd;

	snprintf(path, sizeof(path), "/proc/sys/net/ipv6/conf/%s/accept_dad",
		 dev);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd >= 0) {
		(void)!write(fd, "0", 1);
		close(fd);
	}
}

static int sock6(struct dev *d, int type, int proto)
{
	int fd = socket(AF_INET6, type | SOCK_CLOEXEC | SOCK_NONBLOCK, proto);

	if (fd < 0)
		return -1;
	if (setsockopt(fd, SOL_SOCKET, SO_BINDTODEVICE, d->nd.name,
		       strlen(d->nd.name) + 1)) {
		close(fd);
		return -1;
	}
	return fd;
}

int v6_open(struct dev *d)
{
	struct sockaddr_in6 sa;
	int one = 1, hops = 255;

	d->fd6 = sock6(d, SOCK_RAW, IPPROTO_ICMPV6);
	if (d->fd6 < 0)
		return -1;
	/* RFC 4861: neighbour discovery is sent with hop limit 255, and
	 * what arrives with less came through a router: dropped. */
	setsockopt(d->fd6, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, &hops,
		   sizeof(hops));
	setsockopt(d->fd6, IPPROTO_IPV6, IPV6_RECVHOPLIMIT, &one, sizeof(one));
	if (d->v6 != IPC_DHCP6)
		return 0;
	d->fdu = sock6(d, SOCK_DGRAM, IPPROTO_UDP);
	if (d->fdu < 0)
		return -1;
	setsockopt(d->fdu, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	memset(&sa, 0, sizeof(sa));
	sa.sin6_family = AF_INET6;
	sa.sin6_port = htons(546);
	if (bind(d->fdu, (struct sockaddr *)&sa, sizeof(sa)))
		return -1;
	return 0;
}

void v6_send(struct dev *d, long long now)
{
	struct sockaddr_in6 sa;
	uint8_t buf[256];
	size_t n;

	int early = 0;

	memset(&sa, 0, sizeof(sa));
	sa.sin6_family = AF_INET6;
	sa.sin6_scope_id = (uint32_t)d->nd.ifindex;
	if (!d->have_ra) {
		/* A router solicitation with our link-layer address. */
		memset(buf, 0, 16);
		buf[0] = 133;
		buf[8] = 1;
		buf[9] = 1;
		memcpy(buf + 10, d->nd.mac, 6);
		sa.sin6_addr = all_routers;
		if (sendto(d->fd6, buf, 16, 0, (struct sockaddr *)&sa,
			   sizeof(sa)) < 0) {
			early |= errno == EADDRNOTAVAIL;
			if (errno != EADDRNOTAVAIL)
				kmsg(KDEBUG, "%s: router solicitation: %s",
				     d->nd.name, strerror(errno));
		}
	}
	if (d->v6 == IPC_DHCP6) {
		struct dhcp6_req q;

		memset(&q, 0, sizeof(q));
		q.type = d->state == REQUESTING ? DHCP6_REQUEST : DHCP6_SOLICIT;
		q.xid = d->xid & 0xffffff;
		memcpy(q.mac, d->nd.mac, 6);
		q.elapsed = (uint16_t)((now - d->start) / 10 > 0xffff ? 0xffff :
				       (now - d->start) / 10);
		q.iaid = (uint32_t)d->nd.ifindex;
		if (d->state == REQUESTING) {
			q.server_duid = d->adv.server_duid;
			q.server_duid_len = d->adv.server_duid_len;
			q.addr = &d->adv.addr;
		}
		n = dhcp6_build(buf, sizeof(buf), &q);
		sa.sin6_addr = all_dhcp;
		sa.sin6_port = htons(547);
		if (n && sendto(d->fdu, buf, n, 0, (struct sockaddr *)&sa,
				sizeof(sa)) < 0) {
			early |= errno == EADDRNOTAVAIL;
			if (errno != EADDRNOTAVAIL)
				kmsg(KDEBUG, "%s: DHCPv6: %s", d->nd.name,
				     strerror(errno));
		}
	}
	if (early) {
		/*
		 * No link-local address yet: the kernel makes it when its
		 * link watch reports the carrier, up to a second after we
		 * see it.  Soon again, quietly.
		 */
		d->next = now + 50;
		return;
	}
	d->sent++;
	d->next = now + dev_backoff(d);
}

static void complete6(struct dev *d, const char *proto)
{
	struct ipconfig_lease *l = &d->lease;
	int k;

	memset(l, 0, sizeof(*l));
	snprintf(l->dev, sizeof(l->dev), "%s", d->nd.name);
	snprintf(l->proto, sizeof(l->proto), "%s", proto);
	snprintf(l->proto6, sizeof(l->proto6), "%s", proto);
	if (d->v6 == IPC_DHCP6) {
		l->addr6 = d->adv.addr;
		/* DHCPv6 gives an address, the router its prefix. */
		l->prefix6 = d->have_ra && d->ra.have_prefix &&
			     !memcmp(&d->ra.prefix, &l->addr6, 8) ? 64 : 128;
		for (k = 0; k < d->adv.ndns; k++)
			l->dns6[k] = d->adv.dns[k];
		snprintf(l->domainsearch6, sizeof(l->domainsearch6), "%s",
			 d->adv.domainsearch);
	} else {
		/* SLAAC: the prefix and our EUI-64 interface identifier. */
		memcpy(&l->addr6, &d->ra.prefix, 8);
		l->addr6.s6_addr[8] = d->nd.mac[0] ^ 2;
		l->addr6.s6_addr[9] = d->nd.mac[1];
		l->addr6.s6_addr[10] = d->nd.mac[2];
		l->addr6.s6_addr[11] = 0xff;
		l->addr6.s6_addr[12] = 0xfe;
		memcpy(&l->addr6.s6_addr[13], d->nd.mac + 3, 3);
		l->prefix6 = 64;
	}
	if (d->have_ra) {
		if (d->ra.lifetime)
			l->gateway6 = d->router;
		for (k = 0; k < d->ra.ndns && !l->dns6[k].s6_addr[0]; k++)
			l->dns6[k] = d->ra.dns[k];
		if (!l->domainsearch6[0])
			snprintf(l->domainsearch6, sizeof(l->domainsearch6),
				 "%s", d->ra.search);
		if (d->ra.mtu >= 1280 && d->ra.mtu <= 65535)
			l->mtu = d->ra.mtu;
	}
	d->state = DONE;
}

/* The hop limit an ICMPv6 message arrived with, -1 if not said. */
static int hoplimit(struct msghdr *mh)
{
	struct cmsghdr *c;
	int h;

	for (c = CMSG_FIRSTHDR(mh); c; c = CMSG_NXTHDR(mh, c))
		if (c->cmsg_level == IPPROTO_IPV6 &&
		    c->cmsg_type == IPV6_HOPLIMIT &&
		    c->cmsg_len >= CMSG_LEN(sizeof(int))) {
			memcpy(&h, CMSG_DATA(c), sizeof(h));
			return h;
		}
	return -1;
}

void v6_receive(struct dev *d, long long now)
{
	struct sockaddr_in6 from;
	uint8_t buf[2048];
	union {
		struct cmsghdr c;
		char b[CMSG_SPACE(sizeof(int)) + 64];
	} ctl;
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr mh;
	const char *why;
	ssize_t n;

	for (;;) {
		memset(&mh, 0, sizeof(mh));
		mh.msg_name = &from;
		mh.msg_namelen = sizeof(from);
		mh.msg_iov = &iov;
		mh.msg_iovlen = 1;
		mh.msg_control = &ctl;
		mh.msg_controllen = sizeof(ctl);
		n = recvmsg(d->fd6, &mh, MSG_TRUNC);
		if (n < 0)
			break;
		if ((size_t)n > sizeof(buf) || n < 1 || buf[0] != 134)
			continue;	/* not an RA (or too big to be one) */
		if (d->state != SELECTING && d->state != REQUESTING)
			continue;
		/* RFC 4861 6.1.2: from a link-local address, hop limit 255. */
		if (from.sin6_addr.s6_addr[0] != 0xfe ||
		    (from.sin6_addr.s6_addr[1] & 0xc0) != 0x80 ||
		    hoplimit(&mh) != 255) {
			d->dropped++;
			snprintf(d->last, sizeof(d->last), "a router "
				 "advertisement dropped: not from on-link");
			continue;
		}
		if (ra_parse(buf, (size_t)n, &d->ra, &why)) {
			d->dropped++;
			snprintf(d->last, sizeof(d->last),
				 "a router advertisement dropped: %s", why);
			continue;
		}
		d->have_ra = 1;
		d->router = from.sin6_addr;
		d->heard++;
		snprintf(d->last, sizeof(d->last), "a router advertisement%s",
			 d->ra.have_prefix ? "" : " without a SLAAC prefix");
		if (d->v6 == IPC_AUTO6 && d->ra.have_prefix) {
			complete6(d, "auto6");
			return;
		}
	}
	while (d->fdu >= 0) {
		struct dhcp6_reply r;

		n = recv(d->fdu, buf, sizeof(buf), MSG_TRUNC);
		if (n < 0)
			break;
		if ((size_t)n > sizeof(buf) ||
		    (d->state != SELECTING && d->state != REQUESTING))
			continue;
		if (dhcp6_parse(buf, (size_t)n, d->xid & 0xffffff, d->nd.mac,
				&r, &why)) {
			d->dropped++;
			snprintf(d->last, sizeof(d->last),
				 "a DHCPv6 message dropped: %s", why);
			continue;
		}
		d->heard++;
		snprintf(d->last, sizeof(d->last), "DHCPv6 %s%s",
			 r.type == DHCP6_ADVERTISE ? "ADVERTISE" :
			 r.type == DHCP6_REPLY ? "REPLY" : "message",
			 r.have_addr ? "" : " without an address");
		if (!r.have_addr || r.status)
			continue;
		if (d->state == SELECTING && r.type == DHCP6_ADVERTISE) {
			d->adv = r;
			d->state = REQUESTING;
			d->interval = FIRST_MS;
			d->sent = 0;
			v6_send(d, now);
		} else if (d->state == REQUESTING && r.type == DHCP6_REPLY) {
			d->adv = r;
			complete6(d, "dhcp6");
			return;
		}
	}
}
