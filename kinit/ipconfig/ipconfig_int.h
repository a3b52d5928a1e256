/* SPDX-License-Identifier: MIT */
/* ipconfig_int.h: what the files of kinit/ipconfig/ share. */
#ifndef KINIT_IPCONFIG_INT_H
#define KINIT_IPCONFIG_INT_H

#include <stddef.h>
#include <stdio.h>
#include <stdint.h>
#include <netinet/in.h>
#include "ipconfig.h"

/* ---- network byte order in packets, for every parser and builder ---- */

static inline unsigned int get16(const uint8_t *p)
{
	return (unsigned int)p[0] << 8 | p[1];
}

static inline uint32_t get32(const uint8_t *p)
{
	return (uint32_t)get16(p) << 16 | get16(p + 2);
}

static inline void put16(uint8_t *p, unsigned int v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static inline void put32(uint8_t *p, uint32_t v)
{
	put16(p, v >> 16);
	put16(p + 2, v & 0xffff);
}

/* ---- ip= (ipspec.c) ---- */

/* Protocols, as bits: a spec may ask for several (ip=any). */
#define IPC_DHCP	1
#define IPC_BOOTP	2
#define IPC_RARP	4	/* accepted in the syntax, never sent */
#define IPC_DHCP6	8
#define IPC_AUTO6	16

struct ipspec {
	struct in_addr addr, server, gateway, netmask, dns[2], ntp;
	char hostname[65];
	char nisdomain[65];
	char dev[16];		/* "" when not named: every interface */
	int proto;		/* IPC_* bits; 0 = static */
	int off;		/* ip=off or ip=none, no address: nothing */
	char clientid[64];	/* ip=dhcp,type,value: the client identifier */
	int clientid_len;
};

/*
 * Parse one ip= (or nfsaddrs=) value as nfsroot.rst documents it, plus
 * dracut's ip=dhcp6, ip=auto6 and ip=<dev>:<proto>.  defproto is the
 * protocol set of an empty or on/any autoconf field.  Returns 0, or -1
 * with *why saying what is wrong.
 */
int ipspec_parse(const char *text, int defproto, struct ipspec *sp,
		 const char **why);
/* The protocol word (dhcp, bootp, on, ...) as IPC_* bits, -1 if unknown. */
int ipspec_proto(const char *word);

/* ---- DHCP and BOOTP packets (dhcp.c) ---- */

#define DHCP_SERVER_PORT	67
#define DHCP_CLIENT_PORT	68

#define DHCPDISCOVER	1
#define DHCPOFFER	2
#define DHCPREQUEST	3
#define DHCPDECLINE	4
#define DHCPACK		5
#define DHCPNAK		6

/* What to put in a request. */
struct dhcp_req {
	int type;		/* DHCPDISCOVER, DHCPREQUEST, or 0 for BOOTP */
	uint32_t xid;
	uint8_t mac[6];
	uint16_t secs;
	uint16_t sport, dport;	/* client and server ports */
	struct in_addr reqip, server_id;	/* 0 when not sent */
	const char *hostname;	/* option 12, or NULL */
	const char *vendor;	/* option 60, or NULL */
	const char *clientid;	/* option 61, or NULL */
	int clientid_len;
};
/*
 * Build an IPv4 packet (IP and UDP headers, then the BOOTP message) from
 * 0.0.0.0 to 255.255.255.255.  Returns its length, 0 if cap is too small.
 */
size_t dhcp_build(uint8_t *buf, size_t cap, const struct dhcp_req *q);

/* What a reply must match. */
struct dhcp_match {
	uint32_t xid;
	uint8_t mac[6];
	uint16_t sport, dport;	/* from the server's port to ours */
};
struct dhcp_reply {
	int type;		/* option 53, or 0 for a BOOTP reply */
	struct in_addr src;	/* the IP source of the packet */
	struct in_addr server_id;	/* option 54 (0 if absent) */
	struct ipconfig_lease l;	/* addr = yiaddr, server = siaddr */
};
/*
 * Parse an IPv4 packet received on a packet socket.  Returns 0 when it is
 * a BOOTP reply for us (r filled), -1 when it is to be dropped (*why says
 * why, for the diagnosis).  Never reads outside pkt[0..len).
 */
int dhcp_parse(const uint8_t *pkt, size_t len, const struct dhcp_match *m,
	       struct dhcp_reply *r, const char **why);

/* The Internet checksum of a buffer, folded, not inverted. */
uint32_t ip_sum(uint32_t sum, const uint8_t *p, size_t n);
uint16_t ip_fold(uint32_t sum);

/* ---- IPv6 (ra.c, dhcp6.c) ---- */

struct ra_info {
	struct in6_addr router;		/* the RA's source */
	int lifetime;			/* router lifetime, seconds */
	int managed, other;		/* M and O flags */
	struct in6_addr prefix;		/* the first autonomous /64 prefix */
	int prefix_len, have_prefix;
	struct in6_addr dns[2];
	int ndns;
	char search[256];		/* DNSSL (option 31) */
	unsigned int mtu;
};
/*
 * Parse an ICMPv6 router advertisement (the ICMPv6 message, from type on).
 * Returns 0 or -1 (*why).
 */
int ra_parse(const uint8_t *p, size_t len, struct ra_info *ra,
	     const char **why);

#define DHCP6_SOLICIT	1
#define DHCP6_ADVERTISE	2
#define DHCP6_REQUEST	3
#define DHCP6_REPLY	7

struct dhcp6_req {
	int type;
	uint32_t xid;			/* 24 bits */
	uint8_t mac[6];
	uint16_t elapsed;		/* hundredths of a second */
	uint32_t iaid;
	const uint8_t *server_duid;	/* for a REQUEST */
	size_t server_duid_len;
	const struct in6_addr *addr;	/* the address asked for, or NULL */
};
/* Build a DHCPv6 message (UDP payload).  Returns its length, 0 if too small. */
size_t dhcp6_build(uint8_t *buf, size_t cap, const struct dhcp6_req *q);

struct dhcp6_reply {
	int type;
	uint8_t server_duid[128];
	size_t server_duid_len;
	struct in6_addr addr;
	int have_addr;
	unsigned int valid;
	struct in6_addr dns[2];
	int ndns;
	char domainsearch[256];
	int status;			/* status code, 0 = success */
};
/*
 * Parse a DHCPv6 message (UDP payload) for transaction xid and our DUID
 * (made from mac).  Returns 0 or -1 (*why).
 */
int dhcp6_parse(const uint8_t *p, size_t len, uint32_t xid,
		const uint8_t mac[6], struct dhcp6_reply *r, const char **why);

/*
 * Decode RFC 1035 names (option 119, DHCPv6 option 24 when compressed is
 * 0) into "a.example. b.example.", fully qualified as Debian's ipconfig
 * writes them.  Returns 0, -1 when malformed.
 */
int dns_names(const uint8_t *p, size_t len, int compressed, char *out,
	      size_t cap);

/* ---- interfaces (netdev.c) ---- */

struct netdev {
	char name[16];
	int ifindex;
	uint8_t mac[6];
	unsigned int flags;
	int loopback;
};
/* The interfaces in /sys/class/net, loopback excluded; returns how many. */
int netdev_list(struct netdev *v, int max);
int netdev_get(const char *name, struct netdev *d);
int netdev_up(const char *name);
/* 1 when the link has carrier, 0 when not, -1 when it cannot be read. */
int netdev_carrier(const char *name);
/* Set the address, netmask, broadcast, MTU and routes of a lease. */
int netdev_configure(const struct ipconfig_lease *l);
int netdev_add_addr6(int ifindex, const struct in6_addr *a, int prefix);
int netdev_add_route6(int ifindex, const struct in6_addr *gw);

/* ---- the conf files (conf.c) ---- */

/*
 * Write <dir>/net-<dev>.conf with the variables Debian's ipconfig writes,
 * quoted as it quotes them.  Returns 0 or -1 (errno).
 */
int conf_write(const char *dir, const struct ipconfig_lease *l,
	       long uptime);
/*
 * A conf file's text, gathered before it is written in one go (no stdio:
 * kinit links no FILE streams for it).  Large enough for every field of a
 * lease quoted at its longest; over is set if it were not.
 */
struct conf_buf {
	size_t len;
	int over;
	char text[8192];
};
/* Append one shell variable, quoted: NAME='value' with ' and ! escaped. */
void conf_var(struct conf_buf *b, const char *name, const char *value);

/* ---- running it (run.c) ---- */

struct ipconfig_opts {
	struct ipspec *spec;	/* one per ip= */
	int nspec;
	int timeout_ms;		/* total; <= 0: IPCONFIG_DEFAULT_TIMEOUT */
	const char *vendor;	/* vendor class identifier */
	uint16_t port;		/* client port (server port is port - 1) */
	int dry_run;		/* do not configure the interfaces */
	const char *confdir;	/* where net-<dev>.conf go ("/run") */
	int quiet;
	int every;		/* configure every interface that answers */
	int first;		/* stop once any interface is configured */
};
/*
 * Configure the interfaces the specs name.  For a spec without a device
 * (or "all") every interface is tried at once and the first lease wins,
 * unless o->every asks for every interface that answers; o->first stops
 * everything once one interface is configured.  leases[] gets
 * what was configured (up to max).  Returns how many, or -1 after a
 * message naming the interfaces tried and what was heard.
 */
int ipconfig_run(const struct ipconfig_opts *o, struct ipconfig_lease *leases,
		 int max);

#endif
