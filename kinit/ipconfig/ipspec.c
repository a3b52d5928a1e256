/* SPDX-License-Identifier: MIT */
/* ipspec.c: the ip= (nfsaddrs=) parameter, as nfsroot.rst documents it. */
#include <string.h>
#include <stdlib.h>
#include <arpa/inet.h>
#include "ipconfig_int.h"

int ipspec_proto(const char *w)
{
	static const struct {
		const char *word;
		int proto;
	} t[] = {
		{ "on", IPC_DHCP | IPC_BOOTP | IPC_RARP },
		{ "any", IPC_DHCP | IPC_BOOTP | IPC_RARP },
		{ "dhcp", IPC_DHCP },
		{ "bootp", IPC_BOOTP },
		{ "rarp", IPC_RARP },
		{ "both", IPC_BOOTP | IPC_RARP },
		{ "dhcp6", IPC_DHCP6 },
		{ "auto6", IPC_AUTO6 },
		{ "off", 0 },
		{ "none", 0 },
	};
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (!strcmp(w, t[i].word))
			return t[i].proto;
	return -1;
}

/* Copy field number n (0-based) of a colon-separated string. */
static int field(const char *s, int n, char *out, size_t cap)
{
	const char *e;
	size_t len;

	while (n-- > 0) {
		s = strchr(s, ':');
		if (!s) {
			*out = 0;
			return 0;
		}
		s++;
	}
	e = strchr(s, ':');
	len = e ? (size_t)(e - s) : strlen(s);
	if (len >= cap)
		return -1;
	memcpy(out, s, len);
	out[len] = 0;
	return 0;
}

static int addr(const char *s, struct in_addr *a)
{
	/* inet_aton would take "10" or "0x0a000001"; the kernel's in_aton
	 * reads dotted quads only. */
	int dots = 0;
	const char *p;

	for (p = s; *p; p++)
		if (*p == '.')
			dots++;
		else if (*p < '0' || *p > '9')
			return -1;
	if (dots != 3 || !inet_aton(s, a))
		return -1;
	return 0;
}

/* The classful netmask of an address, as the kernel derives it. */
static struct in_addr classful(struct in_addr a)
{
	uint32_t h = ntohl(a.s_addr);
	struct in_addr m;

	if (h >> 31 == 0)
		m.s_addr = htonl(0xff000000);
	else if (h >> 30 == 2)
		m.s_addr = htonl(0xffff0000);
	else
		m.s_addr = htonl(0xffffff00);
	return m;
}

/* ip=dhcp,TYPE,VALUE: a client identifier of that type. */
static int clientid(const char *s, struct ipspec *sp, const char **why)
{
	char *end;
	long type = strtol(s, &end, 10);
	size_t n;

	if (end == s || *end != ',' || type < 0 || type > 255) {
		*why = "the client identifier is not TYPE,VALUE";
		return -1;
	}
	n = strlen(end + 1);
	if (n + 1 > sizeof(sp->clientid)) {
		*why = "the client identifier is too long";
		return -1;
	}
	sp->clientid[0] = (char)type;
	memcpy(sp->clientid + 1, end + 1, n);
	sp->clientid_len = (int)n + 1;
	return 0;
}

/* RARP alone cannot be done: say so rather than wait for nothing. */
static int rarp_only(const struct ipspec *sp, const char **why)
{
	if (sp->proto != IPC_RARP)
		return 0;
	*why = "RARP is not supported (use dhcp or bootp)";
	return -1;
}

int ipspec_parse(const char *text, int defproto, struct ipspec *sp,
		 const char **why)
{
	static const char *const names[] = {
		"the client address is not an IPv4 address",
		"the server address is not an IPv4 address",
		"the gateway is not an IPv4 address",
		"the netmask is not an IPv4 address", "", "", "",
		"dns0 is not an IPv4 address", "dns1 is not an IPv4 address",
		"ntp0 is not an IPv4 address" };
	struct in_addr *const addrs[] = { &sp->addr, &sp->server,
		&sp->gateway, &sp->netmask, NULL, NULL, NULL, &sp->dns[0],
		&sp->dns[1], &sp->ntp };
	char f[256], dev[64];
	int i, p, proto = -1;

	memset(sp, 0, sizeof(*sp));
	*why = "";
	if (!text)
		text = "";
	if (!strncmp(text, "dhcp,", 5)) {
		sp->proto = IPC_DHCP;
		return clientid(text + 5, sp, why);
	}
	if (!strchr(text, ':')) {
		/* A protocol alone; empty means the default. */
		if (!*text) {
			sp->proto = defproto;
			return 0;
		}
		p = ipspec_proto(text);
		if (p < 0) {
			*why = "unknown autoconfiguration protocol";
			return -1;
		}
		sp->proto = p;
		sp->off = !p;
		return rarp_only(sp, why);
	}

	/* dracut's ip=<device>:<protocol>[:...]: the first field names a
	 * device and the second a protocol. */
	if (field(text, 0, dev, sizeof(dev)) == 0 && dev[0] &&
	    addr(dev, &sp->addr) && field(text, 1, f, sizeof(f)) == 0 &&
	    ipspec_proto(f) >= 0) {
		memset(&sp->addr, 0, sizeof(sp->addr));
		if (strlen(dev) >= sizeof(sp->dev)) {
			*why = "the device name is too long";
			return -1;
		}
		strcpy(sp->dev, dev);
		sp->proto = ipspec_proto(f);
		sp->off = !sp->proto;
		return rarp_only(sp, why);
	}

	for (i = 0; i < 10; i++) {
		if (field(text, i, f, sizeof(f))) {
			*why = "a field is too long";
			return -1;
		}
		if (!f[0])
			continue;
		if (addrs[i]) {
			if (addr(f, addrs[i])) {
				*why = names[i];
				return -1;
			}
		} else if (i == 4) {
			/* host.nis.domain: the NIS domain after the dot */
			char *dot = strchr(f, '.');

			if (dot)
				*dot++ = 0;
			if (strlen(f) >= sizeof(sp->hostname) ||
			    (dot && strlen(dot) >= sizeof(sp->nisdomain))) {
				*why = "the hostname is too long";
				return -1;
			}
			strcpy(sp->hostname, f);
			if (dot)
				strcpy(sp->nisdomain, dot);
		} else if (i == 5) {
			if (strlen(f) >= sizeof(sp->dev)) {
				*why = "the device name is too long";
				return -1;
			}
			strcpy(sp->dev, f);
		} else {
			proto = ipspec_proto(f);
			if (proto < 0) {
				*why = "unknown autoconfiguration protocol";
				return -1;
			}
		}
	}
	if (sp->addr.s_addr) {
		/* An address given: static, with what the kernel derives. */
		sp->proto = proto > 0 ? proto & (IPC_DHCP6 | IPC_AUTO6) : 0;
		if (!sp->netmask.s_addr)
			sp->netmask = classful(sp->addr);
		return 0;
	}
	if (proto == 0) {
		sp->off = 1;
		return 0;
	}
	sp->proto = proto < 0 ? defproto : proto;
	return rarp_only(sp, why);
}
