/* SPDX-License-Identifier: MIT */
/* ipconfig.h: network configuration for kinit and the ipconfig program. */
#ifndef KINIT_IPCONFIG_H
#define KINIT_IPCONFIG_H

#include <netinet/in.h>

struct cmdline;
struct boot;

/* What one configured interface got (from DHCP, BOOTP, ip= or IPv6). */
struct ipconfig_lease {
	char dev[16];			/* the interface, e.g. eth0 */
	char proto[8];			/* dhcp, bootp, none, dhcp6, auto6 */
	struct in_addr addr, netmask, broadcast, gateway;
	/* The boot/root server: siaddr, option 54 or ip='s server field. */
	struct in_addr server;
	struct in_addr dns[2];
	struct in6_addr addr6;		/* IPv6 address when configured, or 0 */
	int prefix6;
	char hostname[65];
	char dnsdomain[256];
	char rootpath[256];		/* DHCP option 17 */
	char filename[128];		/* the BOOTP file field */
	/* Added after the first version; callers above need not look. */
	char nisdomain[65];		/* option 40, or ip= host.<nisdomain> */
	char domainsearch[256];		/* option 119: "a.example. b.test." */
	struct in_addr ntp;		/* option 42 (first), or ip='s ntp0 */
	unsigned int lease_time;	/* option 51, seconds; 0 when none */
	unsigned int mtu;		/* option 26; 0 when none */
	int nroutes;			/* RFC 3442 classless routes (121) */
	struct {
		struct in_addr dest, gateway;
		int width;
	} routes[8];
	struct in6_addr gateway6, dns6[2];	/* IPv6 router, name servers */
	char domainsearch6[256];	/* DHCPv6 option 24 / RA DNSSL */
	char proto6[8];			/* dhcp6 or auto6 when addr6 is set */
};

/*
 * How long ipconfig_kinit() tries at most when the command line does not
 * say (ipconfig.timeout=SECONDS).
 */
#define IPCONFIG_DEFAULT_TIMEOUT	30

/*
 * Configure the network as the command line asks: every ip= (or its alias
 * nfsaddrs=), or DHCP on every interface when root=/dev/nfs is given with
 * no ip=.  Writes /run/net-<dev>.conf for each configured interface.
 * The stage runs only when ip=, nfsaddrs= or root=/dev/nfs is given;
 * b->have_net and b->lease get the first interface configured (IPv4 when
 * there is one).  A network that cannot be configured is reported (the
 * interfaces tried and what was heard) and the boot goes on.
 */
int ipconfig_stage(struct boot *b);
/* The time ipconfig spent waiting for links and servers' answers, in ms. */
extern long long ipconfig_wait_ms;

#endif
