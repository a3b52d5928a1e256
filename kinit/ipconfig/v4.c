/* SPDX-License-Identifier: MIT */
/* v4.c: ipconfig's IPv4 side: DHCP and BOOTP on one packet socket. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/if_ether.h>
#include <netpacket/packet.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "engine.h"

/*
 * One packet socket serves every interface: it is bound to none and
 * sendto() names the interface.  Each packet socket costs the kernel an
 * RCU grace period when it is bound and when it is closed, which in a
 * slow guest is milliseconds per interface.  Created with protocol 0, it
 * hears nothing until bind() hooks it to IPv4, once.
 */
int packet_fd = -1;

int v4_open(struct dev *d)
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

void v4_send(struct dev *d, const struct ipconfig_opts *o, long long now)
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
	d->next = now + dev_backoff(d);
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
		v4_send(d, o, now);
	} else if (d->state == REQUESTING && r.type == DHCPACK &&
		   (!d->offer.server_id.s_addr ||
		    d->offer.server_id.s_addr == r.server_id.s_addr)) {
		d->offer = r;
		complete(d, "dhcp");
	} else if (d->state == REQUESTING && r.type == DHCPNAK) {
		/* Start again with a new transaction. */
		d->naks++;
		d->xid = dev_rnd();
		d->state = SELECTING;
		d->interval = FIRST_MS;
		d->next = now;
	}
}

void v4_receive(struct dev *v, int nv, const struct ipconfig_opts *o,
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
