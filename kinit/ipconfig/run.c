/* SPDX-License-Identifier: MIT */
/*
 * run.c: ipconfig's engine: every interface at once, DHCP/BOOTP with
 * back-off, static addresses, IPv6, then the conf files.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/random.h>
#include <sys/sysinfo.h>
#include <netinet/if_ether.h>
#include <netpacket/packet.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "ipconfig_int.h"

#define MAXDEV		32
#define FIRST_MS	1000	/* the first retransmission */
#define MAX_MS		16000	/* the longest wait between two sends */
#define LINK_POLL_MS	20	/* how often carrier is looked at */
#define V4		(IPC_DHCP | IPC_BOOTP | IPC_RARP)

enum { WAIT_LINK, SELECTING, REQUESTING, DONE, STOPPED };

struct dev {
	struct netdev nd;
	const struct ipspec *sp;
	int group;		/* the spec it belongs to */
	int all;		/* each interface of the group on its own */
	int state;
	int fd;
	int carrier_seen;
	uint32_t xid;
	long long start, next;
	int interval, sent, naks;
	struct dhcp_reply offer;
	int heard, dropped;
	char last[96];		/* what was heard last, for the diagnosis */
	struct ipconfig_lease lease;
	/* IPv6: router solicitation and DHCPv6 */
	int v6;			/* IPC_DHCP6 or IPC_AUTO6, else 0 */
	int fd6, fdu;		/* ICMPv6 raw socket, DHCPv6 UDP socket */
	struct dhcp6_reply adv;
	struct ra_info ra;
	struct in6_addr router;
	int have_ra;
};

static uint32_t rnd(void)
{
	static uint32_t seed;
	uint32_t r;

	if (getrandom(&r, sizeof(r), GRND_NONBLOCK) == sizeof(r))
		return r;
	/* Early in boot without entropy: still different per call. */
	seed = seed * 1103515245u + 12345u + (uint32_t)now_ms();
	return seed;
}

/* The next wait: doubled each time up to MAX_MS, plus up to a quarter. */
static int backoff(struct dev *d)
{
	int ms = d->interval;

	d->interval = d->interval * 2 > MAX_MS ? MAX_MS : d->interval * 2;
	return ms + (int)(rnd() % (uint32_t)(ms / 4 + 1));
}

/*
 * One packet socket serves every interface: it is bound to none and
 * sendto() names the interface.  Each packet socket costs the kernel an
 * RCU grace period when it is bound and when it is closed, which in a
 * slow guest is milliseconds per interface.  Created with protocol 0, it
 * hears nothing until bind() hooks it to IPv4, once.
 */
static int packet_fd = -1;

static int open_packet(struct dev *d)
{
	struct sockaddr_ll sa;
	int fd;

	if (packet_fd >= 0)
		return packet_fd;
	fd = socket(AF_PACKET, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
	if (fd < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.sll_family = AF_PACKET;
	sa.sll_protocol = htons(ETH_P_IP);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		close(fd);
		return -1;
	}
	packet_fd = fd;
	return fd;
}

static void send_req(struct dev *d, const struct ipconfig_opts *o,
		     long long now)
{
	struct dhcp_req q;
	struct sockaddr_ll sa;
	uint8_t buf[1024];
	size_t n;
	int bootp = !(d->sp->proto & IPC_DHCP);

	memset(&q, 0, sizeof(q));
	q.type = bootp ? 0 :
		 d->state == REQUESTING ? DHCPREQUEST : DHCPDISCOVER;
	q.xid = d->xid;
	memcpy(q.mac, d->nd.mac, 6);
	q.secs = (uint16_t)((now - d->start) / 1000);
	q.sport = o->port;
	q.dport = o->port - 1;
	if (d->state == REQUESTING) {
		q.reqip = d->offer.l.addr;
		q.server_id = d->offer.server_id;
	}
	q.hostname = d->sp->hostname;
	q.vendor = o->vendor;
	if (d->sp->clientid_len) {
		q.clientid = d->sp->clientid;
		q.clientid_len = d->sp->clientid_len;
	}
	n = dhcp_build(buf, sizeof(buf), &q);
	memset(&sa, 0, sizeof(sa));
	sa.sll_family = AF_PACKET;
	sa.sll_protocol = htons(ETH_P_IP);
	sa.sll_ifindex = d->nd.ifindex;
	sa.sll_halen = 6;
	memset(sa.sll_addr, 0xff, 6);
	if (n && sendto(d->fd, buf, n, 0, (struct sockaddr *)&sa,
			sizeof(sa)) < 0)
		kmsg(KDEBUG, "%s: send: %s", d->nd.name, strerror(errno));
	d->sent++;
	d->next = now + backoff(d);
}

/* Fill in what the server left out, as the kernel would. */
static void complete(struct dev *d, const char *proto)
{
	struct ipconfig_lease *l = &d->lease;
	uint32_t a, m;

	*l = d->offer.l;
	snprintf(l->dev, sizeof(l->dev), "%s", d->nd.name);
	snprintf(l->proto, sizeof(l->proto), "%s", proto);
	if (!l->netmask.s_addr) {
		a = ntohl(l->addr.s_addr);
		m = a >> 31 == 0 ? 0xff000000 : a >> 30 == 2 ? 0xffff0000 :
		    0xffffff00;
		l->netmask.s_addr = htonl(m);
	}
	if (!l->broadcast.s_addr)
		l->broadcast.s_addr = l->addr.s_addr | ~l->netmask.s_addr;
	/* siaddr is the next server; without it, the one that answered. */
	if (!l->server.s_addr)
		l->server = d->offer.server_id.s_addr ? d->offer.server_id :
			    d->offer.src;
	/* What ip= gave wins over what the server says. */
	if (d->sp->hostname[0])
		snprintf(l->hostname, sizeof(l->hostname), "%s",
			 d->sp->hostname);
	if (d->sp->nisdomain[0])
		snprintf(l->nisdomain, sizeof(l->nisdomain), "%s",
			 d->sp->nisdomain);
	if (d->sp->server.s_addr)
		l->server = d->sp->server;
	if (d->sp->gateway.s_addr)
		l->gateway = d->sp->gateway;
	if (d->sp->dns[0].s_addr) {
		l->dns[0] = d->sp->dns[0];
		l->dns[1] = d->sp->dns[1];
	}
	d->state = DONE;
}

static void heard(struct dev *d, const char *what, struct in_addr from)
{
	d->heard++;
	snprintf(d->last, sizeof(d->last), "%s from %s", what, inet_ntoa(from));
}

/* One IPv4 packet that arrived on d's interface. */
static void packet(struct dev *d, const struct ipconfig_opts *o,
		   const uint8_t *buf, size_t n, long long now)
{
	static const char *const names[] = { "a BOOTP reply", "DISCOVER",
		"an OFFER", "REQUEST", "DECLINE", "an ACK", "a NAK" };
	struct dhcp_match m;
	struct dhcp_reply r;
	const char *why;
	int bootp_ok = d->sp->proto & IPC_BOOTP;

	m.xid = d->xid;
	memcpy(m.mac, d->nd.mac, 6);
	m.sport = o->port - 1;
	m.dport = o->port;
	if (dhcp_parse(buf, n, &m, &r, &why)) {
		if (strcmp(why, "the wrong UDP ports") &&
		    strcmp(why, "not a whole UDP datagram")) {
			d->dropped++;
			snprintf(d->last, sizeof(d->last),
				 "a packet dropped: %s", why);
		}
		return;
	}
	heard(d, r.type < 7 ? names[r.type] : "an odd DHCP message", r.src);
	if (r.type == 0 || !(d->sp->proto & IPC_DHCP)) {
		/* A BOOTP reply, or any reply to our BOOTP request. */
		if (!bootp_ok || r.type == DHCPNAK)
			return;
		d->offer = r;
		complete(d, "bootp");
	} else if (d->state == SELECTING && r.type == DHCPOFFER) {
		d->offer = r;
		d->state = REQUESTING;
		d->interval = FIRST_MS;
		d->sent = 0;
		send_req(d, o, now);
	} else if (d->state == REQUESTING && r.type == DHCPACK &&
		   (!d->offer.server_id.s_addr ||
		    d->offer.server_id.s_addr == r.server_id.s_addr)) {
		d->offer = r;
		complete(d, "dhcp");
	} else if (d->state == REQUESTING && r.type == DHCPNAK) {
		/* Start again with a new transaction. */
		d->naks++;
		d->xid = rnd();
		d->state = SELECTING;
		d->interval = FIRST_MS;
		d->next = now;
	}
}

/* Everything the packet socket holds, each to its interface. */
static void receive(struct dev *v, int nv, const struct ipconfig_opts *o,
		    long long now)
{
	struct sockaddr_ll from;
	socklen_t fl;
	uint8_t buf[2048];
	ssize_t n;
	int i;

	for (;;) {
		fl = sizeof(from);
		n = recvfrom(packet_fd, buf, sizeof(buf), MSG_TRUNC,
			     (struct sockaddr *)&from, &fl);
		if (n < 0)
			break;
		/* Our own requests come back as outgoing: not for us. */
		if (from.sll_pkttype == PACKET_OUTGOING)
			continue;
		for (i = 0; i < nv; i++)
			if (!v[i].v6 && v[i].fd >= 0 &&
			    v[i].nd.ifindex == from.sll_ifindex &&
			    (v[i].state == SELECTING ||
			     v[i].state == REQUESTING))
				break;
		if (i == nv)
			continue;
		if ((size_t)n > sizeof(buf)) {
			v[i].dropped++;	/* cut short by us: never parsed */
			continue;
		}
		packet(&v[i], o, buf, (size_t)n, now);
	}
}

static const struct in6_addr all_routers = { { { 0xff, 2, 0, 0, 0, 0, 0, 0,
						  0, 0, 0, 0, 0, 0, 0, 2 } } };
static const struct in6_addr all_dhcp = { { { 0xff, 2, 0, 0, 0, 0, 0, 0,
					      0, 0, 0, 0, 0, 1, 0, 2 } } };

/* No duplicate address detection: the link-local address is usable at
 * once, so the first solicitation goes out without a second's wait. */
static void no_dad(const char *dev)
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

static int open6(struct dev *d)
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

static void send6(struct dev *d, long long now)
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
	d->next = now + backoff(d);
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

static void receive6(struct dev *d, long long now)
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
			send6(d, now);
		} else if (d->state == REQUESTING && r.type == DHCP6_REPLY) {
			d->adv = r;
			complete6(d, "dhcp6");
			return;
		}
	}
}

static int dev_static(struct dev *d)
{
	struct ipconfig_lease *l = &d->lease;
	const struct ipspec *sp = d->sp;

	memset(l, 0, sizeof(*l));
	snprintf(l->dev, sizeof(l->dev), "%s", d->nd.name);
	strcpy(l->proto, "none");
	l->addr = sp->addr;
	l->netmask = sp->netmask;
	l->broadcast.s_addr = sp->addr.s_addr | ~sp->netmask.s_addr;
	l->gateway = sp->gateway;
	l->server = sp->server;
	l->dns[0] = sp->dns[0];
	l->dns[1] = sp->dns[1];
	l->ntp = sp->ntp;
	snprintf(l->hostname, sizeof(l->hostname), "%s", sp->hostname);
	snprintf(l->nisdomain, sizeof(l->nisdomain), "%s", sp->nisdomain);
	d->state = DONE;
	return 0;
}

/* The link is up: configure a static address, or start asking. */
static void link_ready(struct dev *d, long long now)
{
	d->carrier_seen = 1;
	d->start = now;
	d->xid = rnd();
	if (!d->v6 && !(d->sp->proto & V4)) {
		dev_static(d);
		return;
	}
	if (d->v6 ? open6(d) : (d->fd = open_packet(d)) < 0) {
		kmsg(KERR, "%s: cannot open the %s: %s", d->nd.name,
		     d->v6 ? "IPv6 sockets" : "packet socket", strerror(errno));
		d->state = STOPPED;
		return;
	}
	d->state = SELECTING;
	d->next = now;
}

static void print_lease(const struct ipconfig_lease *l, long long ms)
{
	char a[4][48];

	if (l->addr6.s6_addr[0] && !l->addr.s_addr) {
		inet_ntop(AF_INET6, &l->addr6, a[0], sizeof(a[0]));
		inet_ntop(AF_INET6, &l->gateway6, a[1], sizeof(a[1]));
		inet_ntop(AF_INET6, &l->dns6[0], a[2], sizeof(a[2]));
		kmsg(KINFO, "%s: %s %s/%d gateway %s dns %s (%lld ms)", l->dev,
		     l->proto, a[0], l->prefix6, a[1], a[2], ms);
		return;
	}

	/* inet_ntoa has one buffer: copy each address out first. */
	snprintf(a[0], sizeof(a[0]), "%s", inet_ntoa(l->addr));
	snprintf(a[1], sizeof(a[1]), "%s", inet_ntoa(l->netmask));
	snprintf(a[2], sizeof(a[2]), "%s", inet_ntoa(l->gateway));
	snprintf(a[3], sizeof(a[3]), "%s", inet_ntoa(l->server));
	kmsg(KINFO, "%s: %s %s/%s gateway %s server %s%s%s (%lld ms)",
	     l->dev, l->proto, a[0], a[1], a[2], a[3],
	     l->rootpath[0] ? " rootpath " : "", l->rootpath, ms);
}

static long uptime(void)
{
	struct sysinfo si;

	return sysinfo(&si) ? 0 : si.uptime;
}

/* Apply and record a lease. */
static int finish(struct dev *d, const struct ipconfig_opts *o, long long t0)
{
	struct ipconfig_lease *l = &d->lease;

	if (!o->dry_run && d->v6) {
		if (netdev_add_addr6(d->nd.ifindex, &l->addr6, l->prefix6)) {
			kmsg(KERR, "%s: cannot add the IPv6 address: %s",
			     l->dev, strerror(errno));
			return -1;
		}
		if (l->gateway6.s6_addr[0] &&
		    netdev_add_route6(d->nd.ifindex, &l->gateway6))
			kmsg(KWARN, "%s: cannot add the IPv6 default route: %s",
			     l->dev, strerror(errno));
	} else if (!o->dry_run) {
		if (netdev_configure(l))
			return -1;
		if (l->hostname[0] &&
		    sethostname(l->hostname, strlen(l->hostname)))
			kmsg(KWARN, "cannot set the hostname %s: %s",
			     l->hostname, strerror(errno));
		if (l->nisdomain[0] &&
		    setdomainname(l->nisdomain, strlen(l->nisdomain)))
			kmsg(KWARN, "cannot set the NIS domain %s: %s",
			     l->nisdomain, strerror(errno));
	}
	if (!o->quiet)
		print_lease(l, now_ms() - t0);
	return 0;
}

/* Say what was tried and heard; the caller gives up. */
static void diagnose(struct dev *v, int n, long long waited)
{
	int i;

	kmsg(KERR, "no lease after %lld.%lld s on %d interface(s):",
	     waited / 1000, waited % 1000 / 100, n);
	for (i = 0; i < n; i++) {
		struct dev *d = &v[i];

		if (d->state == DONE)
			continue;
		if (!d->carrier_seen)
			kmsg(KERR, "  %s: no carrier (link down)", d->nd.name);
		else if (d->sp->proto & IPC_AUTO6 ||
			 d->sp->proto & IPC_DHCP6)
			kmsg(KERR, "  %s: %d request(s) sent, %s", d->nd.name,
			     d->sent, d->heard || d->dropped ? d->last :
			     "nothing heard");
		else
			kmsg(KERR, "  %s: %d %s request(s) sent, %s%s",
			     d->nd.name, d->sent,
			     d->sp->proto & IPC_DHCP ? "DHCP" : "BOOTP",
			     d->heard || d->dropped ? "last heard: " :
			     "no reply heard",
			     d->heard || d->dropped ? d->last : "");
	}
}

/*
 * One interface for one spec, IPv4 or IPv6 (v6); 1 if added.  An
 * interface belongs to the first spec naming it, once for each family.
 */
static int add_dev(struct dev *v, int n, const struct netdev *nd,
		   const struct ipspec *sp, int group, int v6,
		   const struct ipconfig_opts *o)
{
	int k;

	for (k = 0; k < n; k++)
		if (!strcmp(v[k].nd.name, nd->name) && !v[k].v6 == !v6)
			return 0;
	memset(&v[n], 0, sizeof(v[n]));
	v[n].nd = *nd;
	v[n].sp = sp;
	v[n].group = group;
	v[n].all = o->every;
	v[n].fd = v[n].fd6 = v[n].fdu = -1;
	v[n].v6 = v6;
	return 1;
}

/*
 * The conf files, once everything is done: an interface that has both
 * an IPv4 and an IPv6 lease gets one file with both.
 */
static void write_confs(const struct ipconfig_opts *o,
			struct ipconfig_lease *l, int n)
{
	const char *dir = o->confdir ? o->confdir : "/run";
	int i, j;

	mkdir(dir, 0755);
	for (i = 0; i < n; i++) {
		struct ipconfig_lease m = l[i];

		for (j = 0; j < n; j++) {
			if (j == i || strcmp(l[j].dev, m.dev))
				continue;
			if (j < i)
				break;	/* written with the earlier one */
			if (l[j].addr6.s6_addr[0]) {
				m.addr6 = l[j].addr6;
				m.prefix6 = l[j].prefix6;
				m.gateway6 = l[j].gateway6;
				m.dns6[0] = l[j].dns6[0];
				m.dns6[1] = l[j].dns6[1];
				memcpy(m.proto6, l[j].proto6, sizeof(m.proto6));
				memcpy(m.domainsearch6, l[j].domainsearch6,
				       sizeof(m.domainsearch6));
			} else {
				struct ipconfig_lease t = l[j];

				t.addr6 = m.addr6;
				t.prefix6 = m.prefix6;
				t.gateway6 = m.gateway6;
				t.dns6[0] = m.dns6[0];
				t.dns6[1] = m.dns6[1];
				memcpy(t.proto6, m.proto6, sizeof(t.proto6));
				memcpy(t.domainsearch6, m.domainsearch6,
				       sizeof(t.domainsearch6));
				m = t;
			}
		}
		if (j < i)
			continue;
		if (conf_write(dir, &m, uptime()))
			kmsg(KWARN, "cannot write %s/net-%s.conf: %s", dir,
			     m.dev, strerror(errno));
	}
}

int ipconfig_run(const struct ipconfig_opts *o, struct ipconfig_lease *leases,
		 int max)
{
	static struct dev v[MAXDEV];
	static struct netdev all[MAXDEV];
	struct pollfd pf[2 * MAXDEV + 1];
	int nall, n = 0, i, j, g, k, got = 0, pending;
	long long t0 = now_ms(), now, limit, wake;
	int timeout = o->timeout_ms > 0 ? o->timeout_ms :
		      IPCONFIG_DEFAULT_TIMEOUT * 1000;

	nall = netdev_list(all, MAXDEV);
	for (g = 0; g < o->nspec; g++) {
		const struct ipspec *sp = &o->spec[g];
		int any = !sp->dev[0] || !strcmp(sp->dev, "all") ||
			  !strcmp(sp->dev, "any");

		if (sp->off)
			continue;
		for (j = 0; j < nall && n < MAXDEV; j++) {
			if (!any && strcmp(all[j].name, sp->dev))
				continue;
			/* A spec asks for IPv4 (DHCP, BOOTP or an address),
			 * IPv6, or both: one entry each. */
			if (sp->addr.s_addr || (sp->proto & V4) || !sp->proto)
				n += add_dev(v, n, &all[j], sp, 2 * g, 0, o);
			if (n < MAXDEV && (sp->proto & (IPC_DHCP6 | IPC_AUTO6)))
				n += add_dev(v, n, &all[j], sp, 2 * g + 1,
					     sp->proto & IPC_DHCP6 ? IPC_DHCP6 :
					     IPC_AUTO6, o);
			/* A static address without a device: the first one. */
			if (sp->addr.s_addr && any)
				break;
		}
		if (!any) {
			for (k = 0; k < n; k++)
				if (!strcmp(v[k].nd.name, sp->dev))
					break;
			if (k == n)
				kmsg(KERR, "ip=: there is no interface %s",
				     sp->dev);
		}
	}
	if (!n) {
		kmsg(KERR, "no network interface to configure (found %d)",
		     nall);
		return -1;
	}

	for (i = 0; i < n; i++) {
		if (v[i].v6 && !o->dry_run)
			no_dad(v[i].nd.name);
		/* Even with -n: nothing can be sent on a link that is down. */
		if (netdev_up(v[i].nd.name))
			kmsg(KWARN, "%s: cannot bring the link up: %s",
			     v[i].nd.name, strerror(errno));
		v[i].state = WAIT_LINK;
		v[i].interval = FIRST_MS;
	}

	limit = t0 + timeout;
	for (;;) {
		now = now_ms();
		pending = 0;
		wake = limit;
		for (i = 0; i < n; i++) {
			struct dev *d = &v[i];
			int c;

			if (d->state == WAIT_LINK) {
				c = netdev_carrier(d->nd.name);
				/* No carrier file: assume one after 1 s. */
				if (c == 1 || (c < 0 && now - t0 > 1000))
					link_ready(d, now);
				else if (wake > now + LINK_POLL_MS)
					wake = now + LINK_POLL_MS;
			}
			if ((d->state == SELECTING || d->state == REQUESTING) &&
			    now >= d->next) {
				if (d->state == REQUESTING && d->sent >= 4) {
					/* The server went quiet: start over. */
					d->state = SELECTING;
					d->xid = rnd();
					d->interval = FIRST_MS;
				}
				if (d->v6)
					send6(d, now);
				else
					send_req(d, o, now);
			}
			if (d->state == DONE && d->fd != -2) {
				d->fd = -2;	/* finished with */
				if (d->fd6 >= 0)
					close(d->fd6);
				if (d->fdu >= 0)
					close(d->fdu);
				d->fd6 = d->fdu = -1;
				if (finish(d, o, t0)) {
					/* Not applied: the others go on. */
					d->state = STOPPED;
					snprintf(d->last, sizeof(d->last),
						 "a lease that could not be "
						 "applied");
					continue;
				}
				if (got < max)
					leases[got++] = d->lease;
				/*
				 * First lease wins in its group, or (-o)
				 * everywhere but on this interface.
				 */
				for (k = 0; k < n; k++)
					if (k != i && v[k].state != DONE &&
					    ((v[k].group == d->group &&
					      !d->all) ||
					     (o->first &&
					      strcmp(v[k].nd.name,
						     d->nd.name)))) {
						v[k].state = STOPPED;
						v[k].carrier_seen = 1;
					}
			}
		}
		/* Counted after the loop: a lease stops its group's others. */
		for (i = 0; i < n; i++) {
			struct dev *d = &v[i];

			if (d->state == WAIT_LINK || d->state == SELECTING ||
			    d->state == REQUESTING)
				pending++;
			if ((d->state == SELECTING || d->state == REQUESTING) &&
			    d->next < wake)
				wake = d->next;
		}
		if (!pending || now >= limit)
			break;
		k = 0;
		if (packet_fd >= 0) {
			pf[k].fd = packet_fd;
			pf[k].events = POLLIN;
			pf[k].revents = 0;
			k++;
		}
		for (i = 0; i < n; i++) {
			int f[2] = { v[i].fd6, v[i].fdu }, j2;

			if (v[i].state != SELECTING && v[i].state != REQUESTING)
				continue;
			for (j2 = 0; j2 < 2; j2++)
				if (f[j2] >= 0) {
					pf[k].fd = f[j2];
					pf[k].events = POLLIN;
					pf[k].revents = 0;
					k++;
				}
		}
		poll(pf, (nfds_t)k, wake > now ? (int)(wake - now) : 0);
		now = now_ms();
		if (packet_fd >= 0)
			receive(v, n, o, now);
		for (i = 0; i < n; i++)
			if (v[i].v6 && (v[i].state == SELECTING ||
					v[i].state == REQUESTING))
				receive6(&v[i], now);
	}
	if (packet_fd >= 0)
		close(packet_fd);
	packet_fd = -1;
	for (i = 0; i < n; i++) {
		if (v[i].fd6 >= 0)
			close(v[i].fd6);
		if (v[i].fdu >= 0)
			close(v[i].fdu);
	}
	if (!got) {
		diagnose(v, n, now_ms() - t0);
		return -1;
	}
	write_confs(o, leases, got);
	return got;
}
