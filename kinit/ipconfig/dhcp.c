/* SPDX-License-Identifier: MIT */
/* dhcp.c: DHCP (RFC 2131/2132) and BOOTP packets, built and parsed. */
#include <string.h>
#include <arpa/inet.h>
#include "ipconfig_int.h"

#define IP_HLEN		20
#define UDP_HLEN	8
#define BOOTP_LEN	236		/* the fixed part, up to the options */
#define BOOTP_MIN	300		/* RFC 951's size: old relays want it */
#define MAGIC		"\x63\x82\x53\x63"

uint32_t ip_sum(uint32_t sum, const uint8_t *p, size_t n)
{
	size_t i;

	for (i = 0; i + 1 < n; i += 2)
		sum += (uint32_t)p[i] << 8 | p[i + 1];
	if (n & 1)
		sum += (uint32_t)p[n - 1] << 8;
	return sum;
}

uint16_t ip_fold(uint32_t sum)
{
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)sum;
}

/* Append option code with len bytes of data, if it fits below end. */
static uint8_t *opt(uint8_t *o, const uint8_t *end, int code,
		    const void *data, size_t len)
{
	if (!o || len > 255 || (size_t)(end - o) < len + 2)
		return NULL;
	o[0] = (uint8_t)code;
	o[1] = (uint8_t)len;
	memcpy(o + 2, data, len);
	return o + 2 + len;
}

size_t dhcp_build(uint8_t *buf, size_t cap, const struct dhcp_req *q)
{
	static const uint8_t params[] = { 1, 3, 6, 12, 15, 17, 26, 28, 40, 42,
					  51, 54, 119, 121 };
	uint8_t *b, *o, *end, t;
	size_t blen, len;
	uint32_t sum;

	if (cap < IP_HLEN + UDP_HLEN + BOOTP_MIN)
		return 0;
	memset(buf, 0, IP_HLEN + UDP_HLEN + BOOTP_MIN);
	b = buf + IP_HLEN + UDP_HLEN;
	end = buf + cap - 1;		/* room for the end option */
	b[0] = 1;			/* BOOTREQUEST */
	b[1] = 1;			/* Ethernet */
	b[2] = 6;
	put32(b + 4, q->xid);
	put16(b + 8, q->secs);
	/* The broadcast flag: we cannot receive unicast before we have an
	 * address (RFC 2131 4.1). */
	put16(b + 10, 0x8000);
	memcpy(b + 28, q->mac, 6);
	memcpy(b + BOOTP_LEN, MAGIC, 4);
	o = b + BOOTP_LEN + 4;
	if (q->type) {
		t = (uint8_t)q->type;
		o = opt(o, end, 53, &t, 1);
		/* No client identifier unless asked (ip=dhcp,type,value), as
		 * the kernel and Debian's ipconfig: servers then key the
		 * lease on the MAC address, and every one of them gives the
		 * same address. */
		if (q->clientid && q->clientid_len > 0)
			o = opt(o, end, 61, q->clientid,
				(size_t)q->clientid_len);
		if (q->reqip.s_addr)
			o = opt(o, end, 50, &q->reqip.s_addr, 4);
		if (q->server_id.s_addr)
			o = opt(o, end, 54, &q->server_id.s_addr, 4);
		{
			uint8_t mx[2];

			/* The largest reply we take: one Ethernet frame. */
			put16(mx, 1500);
			o = opt(o, end, 57, mx, 2);
		}
	}
	if (q->hostname && *q->hostname)
		o = opt(o, end, 12, q->hostname, strlen(q->hostname));
	if (q->vendor && *q->vendor)
		o = opt(o, end, 60, q->vendor, strlen(q->vendor));
	o = opt(o, end, 55, params, sizeof(params));
	if (!o)
		return 0;
	*o++ = 255;
	blen = (size_t)(o - b);
	if (blen < BOOTP_MIN)
		blen = BOOTP_MIN;
	len = IP_HLEN + UDP_HLEN + blen;

	buf[0] = 0x45;
	put16(buf + 2, (unsigned int)len);
	buf[8] = 64;			/* TTL */
	buf[9] = IPPROTO_UDP;
	put32(buf + 16, 0xffffffff);
	put16(buf + 10, ~ip_fold(ip_sum(0, buf, IP_HLEN)) & 0xffff);

	put16(buf + 20, q->sport);
	put16(buf + 22, q->dport);
	put16(buf + 24, (unsigned int)(UDP_HLEN + blen));
	/* The pseudo-header: addresses, protocol, UDP length. */
	sum = ip_sum(0, buf + 12, 8) + IPPROTO_UDP + UDP_HLEN + blen;
	sum = ip_sum(sum, buf + 20, UDP_HLEN + blen);
	sum = ~ip_fold(sum) & 0xffff;
	put16(buf + 26, sum ? sum : 0xffff);
	return len;
}

static void str(char *dst, size_t cap, const uint8_t *p, size_t n)
{
	if (n > cap - 1)
		n = cap - 1;
	memcpy(dst, p, n);
	dst[n] = 0;
	/* A NUL inside ends the string; the rest is dropped. */
}

/* Options that may be split over several instances (RFC 3396). */
struct longopts {
	uint8_t search[1024], routes[1024];
	size_t nsearch, nroutes;
	int overload;
};

static void append(uint8_t *buf, size_t *n, size_t cap, const uint8_t *p,
		   size_t len)
{
	if (len > cap - *n)
		len = cap - *n;
	memcpy(buf + *n, p, len);
	*n += len;
}

/* Read the options in p[0..n); 0, or -1 when they run past the end. */
static int options(const uint8_t *p, size_t n, struct dhcp_reply *r,
		   struct longopts *lo)
{
	struct ipconfig_lease *l = &r->l;
	size_t i = 0, len;
	const uint8_t *v;

	while (i < n) {
		if (p[i] == 0) {
			i++;
			continue;
		}
		if (p[i] == 255)
			return 0;
		if (n - i < 2 || (size_t)p[i + 1] > n - i - 2)
			return -1;
		len = p[i + 1];
		v = p + i + 2;
		switch (p[i]) {
		case 1:
			if (len == 4)
				memcpy(&l->netmask, v, 4);
			break;
		case 3:
			if (len >= 4)
				memcpy(&l->gateway, v, 4);
			break;
		case 6:
			if (len >= 4)
				memcpy(&l->dns[0], v, 4);
			if (len >= 8)
				memcpy(&l->dns[1], v + 4, 4);
			break;
		case 12:
			str(l->hostname, sizeof(l->hostname), v, len);
			break;
		case 15:
			str(l->dnsdomain, sizeof(l->dnsdomain), v, len);
			break;
		case 17:
			str(l->rootpath, sizeof(l->rootpath), v, len);
			break;
		case 26:
			if (len == 2)
				l->mtu = get16(v);
			break;
		case 28:
			if (len == 4)
				memcpy(&l->broadcast, v, 4);
			break;
		case 40:
			str(l->nisdomain, sizeof(l->nisdomain), v, len);
			break;
		case 42:
			if (len >= 4)
				memcpy(&l->ntp, v, 4);
			break;
		case 51:
			if (len == 4)
				l->lease_time = get32(v);
			break;
		case 52:
			if (len == 1)
				lo->overload = v[0];
			break;
		case 53:
			if (len == 1)
				r->type = v[0];
			break;
		case 54:
			if (len == 4)
				memcpy(&r->server_id, v, 4);
			break;
		case 119:
			append(lo->search, &lo->nsearch, sizeof(lo->search),
			       v, len);
			break;
		case 121:
			append(lo->routes, &lo->nroutes, sizeof(lo->routes),
			       v, len);
			break;
		}
		i += 2 + len;
	}
	return 0;
}

/* RFC 3442: width, the significant octets of the destination, router. */
static void classless(const uint8_t *p, size_t n, struct ipconfig_lease *l)
{
	size_t i = 0, octets;
	int k;

	l->nroutes = 0;
	while (i < n && l->nroutes < (int)(sizeof(l->routes) /
					   sizeof(l->routes[0]))) {
		if (p[i] > 32)
			return;
		octets = (p[i] + 7u) / 8;
		if (n - i < 1 + octets + 4)
			return;
		k = l->nroutes++;
		memset(&l->routes[k], 0, sizeof(l->routes[k]));
		l->routes[k].width = p[i];
		memcpy(&l->routes[k].dest, p + i + 1, octets);
		memcpy(&l->routes[k].gateway, p + i + 1 + octets, 4);
		i += 1 + octets + 4;
	}
}

int dhcp_parse(const uint8_t *pkt, size_t len, const struct dhcp_match *m,
	       struct dhcp_reply *r, const char **why)
{
	static struct longopts lo;
	size_t ihl, tot, ulen;
	const uint8_t *u, *b;
	int k;

	memset(r, 0, sizeof(*r));
	if (len < IP_HLEN || pkt[0] >> 4 != 4) {
		*why = "not IPv4";
		return -1;
	}
	ihl = (size_t)(pkt[0] & 15) * 4;
	tot = get16(pkt + 2);
	if (ihl < IP_HLEN || tot < ihl + UDP_HLEN || tot > len) {
		*why = "a truncated IP packet";
		return -1;
	}
	if (pkt[9] != IPPROTO_UDP || (get16(pkt + 6) & 0x3fff)) {
		*why = "not a whole UDP datagram";
		return -1;
	}
	if (ip_fold(ip_sum(0, pkt, ihl)) != 0xffff) {
		*why = "a bad IP checksum";
		return -1;
	}
	u = pkt + ihl;
	ulen = get16(u + 4);
	if (get16(u) != m->sport || get16(u + 2) != m->dport) {
		*why = "the wrong UDP ports";
		return -1;
	}
	if (ulen < UDP_HLEN + BOOTP_LEN || ulen > tot - ihl) {
		*why = "a truncated BOOTP message";
		return -1;
	}
	b = u + UDP_HLEN;
	ulen -= UDP_HLEN;
	if (b[0] != 2 || b[1] != 1 || b[2] != 6) {
		*why = "not a BOOTP reply for Ethernet";
		return -1;
	}
	if (get32(b + 4) != m->xid) {
		*why = "a reply to another transaction (xid)";
		return -1;
	}
	if (memcmp(b + 28, m->mac, 6)) {
		*why = "a reply for another MAC address";
		return -1;
	}
	memcpy(&r->src, pkt + 12, 4);
	memcpy(&r->l.addr, b + 16, 4);
	memcpy(&r->l.server, b + 20, 4);

	memset(&lo, 0, sizeof(lo));
	if (ulen >= BOOTP_LEN + 4 && !memcmp(b + BOOTP_LEN, MAGIC, 4)) {
		if (options(b + BOOTP_LEN + 4, ulen - BOOTP_LEN - 4, r, &lo) ||
		    ((lo.overload & 1) && options(b + 108, 128, r, &lo)) ||
		    ((lo.overload & 2) && options(b + 44, 64, r, &lo))) {
			*why = "options run past the end";
			return -1;
		}
	}
	if (!(lo.overload & 1))
		str(r->l.filename, sizeof(r->l.filename), b + 108, 128);
	if (lo.nsearch &&
	    dns_names(lo.search, lo.nsearch, 1, r->l.domainsearch,
		      sizeof(r->l.domainsearch)))
		r->l.domainsearch[0] = 0;
	classless(lo.routes, lo.nroutes, &r->l);
	for (k = 0; k < r->l.nroutes; k++)
		if (r->l.routes[k].width == 0)
			r->l.gateway = r->l.routes[k].gateway;
	if (r->type == 0 || r->type == DHCPOFFER || r->type == DHCPACK) {
		if (!r->l.addr.s_addr) {
			*why = "an offer of no address";
			return -1;
		}
	}
	return 0;
}
