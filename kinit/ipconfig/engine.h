/* SPDX-License-Identifier: MIT */
/*
 * engine.h: inside ipconfig_run() (run.c): one struct dev per interface
 * and family, driven by run.c's scheduler; v4.c speaks DHCP/BOOTP on one
 * packet socket, v6.c router solicitation and DHCPv6.
 */
#ifndef KINIT_IPCONFIG_ENGINE_H
#define KINIT_IPCONFIG_ENGINE_H

#include "ipconfig_int.h"

#define FIRST_MS	1000	/* the first retransmission */
#define MAX_MS		16000	/* the longest wait between two sends */
#define LINK_POLL_MS	20	/* how often carrier is looked at */
#define V4		(IPC_DHCP | IPC_BOOTP | IPC_RARP)
#define MAXDEV		32

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

/* A random transaction id (run.c). */
uint32_t dev_rnd(void);
/* The next wait: doubled each time up to MAX_MS, plus up to a quarter. */
int dev_backoff(struct dev *d);

/* IPv4 (v4.c): the packet socket, -1 when not open. */
extern int packet_fd;
/* Open (once) the packet socket every interface shares. */
int v4_open(struct dev *d);
/* Send d's DISCOVER, REQUEST or BOOTP request, and schedule the next. */
void v4_send(struct dev *d, const struct ipconfig_opts *o, long long now);
/* Everything the packet socket holds, each to its interface. */
void v4_receive(struct dev *v, int nv, const struct ipconfig_opts *o,
		long long now);

/* IPv6 (v6.c). */
/* No duplicate address detection on the interface: see v6.c. */
void v6_no_dad(const char *dev);
/* Open d's ICMPv6 socket (and its DHCPv6 one); 0 or -1. */
int v6_open(struct dev *d);
/* A router solicitation and/or DHCPv6 message, and schedule the next. */
void v6_send(struct dev *d, long long now);
/* What arrived for d: router advertisements, DHCPv6 replies. */
void v6_receive(struct dev *d, long long now);

/*
 * The conf files, once everything is done (confs.c): an interface that
 * has both an IPv4 and an IPv6 lease gets one file with both.
 */
void conf_write_all(const struct ipconfig_opts *o, struct ipconfig_lease *l,
		    int n);

#endif
