/* ipconfig.h: network configuration for kinit and the ipconfig program. */
#ifndef KINIT_IPCONFIG_H
#define KINIT_IPCONFIG_H

#include <netinet/in.h>

struct cmdline;

/* What one configured interface got (from DHCP, BOOTP, ip= or IPv6). */
struct ipconfig_lease {
	char dev[16];			/* the interface, e.g. eth0 */
	char proto[8];			/* dhcp, bootp, none, dhcp6, auto6 */
	struct in_addr addr, netmask, broadcast, gateway;
	struct in_addr server;		/* the boot/root server: siaddr, option 54 or ip='s server field */
	struct in_addr dns[2];
	struct in6_addr addr6;		/* IPv6 address when configured (else zero) */
	int prefix6;
	char hostname[65];
	char dnsdomain[256];
	char rootpath[256];		/* DHCP option 17 */
	char filename[128];		/* the BOOTP file field */
};

/*
 * Configure the network as the command line asks: every ip= (or its alias
 * nfsaddrs=), or DHCP on every interface when root=/dev/nfs is given with
 * no ip=.  Writes /run/net-<dev>.conf for each configured interface.
 * Returns 1 when there is nothing to do (no ip=, or ip=off/none), 0 with
 * *lease filled for the first interface configured, -1 after printing why
 * not (the interfaces tried and what was heard).
 */
int ipconfig_kinit(const struct cmdline *c, struct ipconfig_lease *lease);

#endif
