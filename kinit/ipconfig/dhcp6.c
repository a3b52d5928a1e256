/* SPDX-License-Identifier: MIT */
/* dhcp6.c: DHCPv6 (RFC 8415) messages of a client asking for one address. */
#include <string.h>
#include "ipconfig_int.h"

#define OPT_CLIENTID	1
#define OPT_SERVERID	2
#define OPT_IA_NA	3
#define OPT_IAADDR	5
#define OPT_ORO		6
#define OPT_ELAPSED	8
#define OPT_STATUS	13
#define OPT_DNS		23
#define OPT_DOMAINS	24

/* Our DUID: DUID-LL (type 3) of the Ethernet address. */
static void duid(uint8_t d[10], const uint8_t mac[6])
{
	put16(d, 3);
	put16(d + 2, 1);
	memcpy(d + 4, mac, 6);
}

static uint8_t *opt(uint8_t *o, const uint8_t *end, unsigned int code,
		    const void *data, size_t len)
{
	if (!o || len > 0xffff || (size_t)(end - o) < len + 4)
		return NULL;
	put16(o, code);
	put16(o + 2, (unsigned int)len);
	if (len)
		memcpy(o + 4, data, len);
	return o + 4 + len;
}

size_t dhcp6_build(uint8_t *buf, size_t cap, const struct dhcp6_req *q)
{
	uint8_t *o = buf + 4, *end = buf + cap, d[10], e[2], ia[40], oro[4];
	size_t ialen = 12;

	if (cap < 4)
		return 0;
	buf[0] = (uint8_t)q->type;
	buf[1] = (uint8_t)(q->xid >> 16);
	buf[2] = (uint8_t)(q->xid >> 8);
	buf[3] = (uint8_t)q->xid;
	duid(d, q->mac);
	o = opt(o, end, OPT_CLIENTID, d, sizeof(d));
	if (q->server_duid && q->server_duid_len)
		o = opt(o, end, OPT_SERVERID, q->server_duid,
			q->server_duid_len);
	put16(e, q->elapsed);
	o = opt(o, end, OPT_ELAPSED, e, 2);
	memset(ia, 0, sizeof(ia));
	put32(ia, q->iaid);
	if (q->addr) {
		/* IA_NA holding the IAADDR we were offered. */
		put16(ia + 12, OPT_IAADDR);
		put16(ia + 14, 24);
		memcpy(ia + 16, q->addr, 16);
		ialen = 40;
	}
	o = opt(o, end, OPT_IA_NA, ia, ialen);
	put16(oro, OPT_DNS);
	put16(oro + 2, OPT_DOMAINS);
	o = opt(o, end, OPT_ORO, oro, 4);
	return o ? (size_t)(o - buf) : 0;
}

/* The options of an IA_NA: its first address, and a status. */
static int ia_na(const uint8_t *p, size_t len, struct dhcp6_reply *r)
{
	size_t i, l;

	if (len < 12)
		return -1;
	for (i = 12; i < len; i += 4 + l) {
		if (len - i < 4)
			return -1;
		l = get16(p + i + 2);
		if (l > len - i - 4)
			return -1;
		if (get16(p + i) == OPT_IAADDR && l >= 24 && !r->have_addr) {
			memcpy(&r->addr, p + i + 4, 16);
			r->valid = get32(p + i + 24);
			r->have_addr = r->valid != 0;
		} else if (get16(p + i) == OPT_STATUS && l >= 2) {
			r->status = (int)get16(p + i + 4);
		}
	}
	return 0;
}

int dhcp6_parse(const uint8_t *p, size_t len, uint32_t xid,
		const uint8_t mac[6], struct dhcp6_reply *r, const char **why)
{
	uint8_t d[10];
	size_t i, l;
	int mine = 0, k;

	memset(r, 0, sizeof(*r));
	if (len < 4) {
		*why = "a truncated DHCPv6 message";
		return -1;
	}
	r->type = p[0];
	if (((uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]) != xid) {
		*why = "a reply to another transaction (xid)";
		return -1;
	}
	duid(d, mac);
	for (i = 4; i < len; i += 4 + l) {
		const uint8_t *v;

		if (len - i < 4) {
			*why = "a truncated option";
			return -1;
		}
		l = get16(p + i + 2);
		if (l > len - i - 4) {
			*why = "an option past the end";
			return -1;
		}
		v = p + i + 4;
		switch (get16(p + i)) {
		case OPT_CLIENTID:
			mine = l == sizeof(d) && !memcmp(v, d, sizeof(d));
			break;
		case OPT_SERVERID:
			if (l > sizeof(r->server_duid) || !l) {
				*why = "a bad server DUID";
				return -1;
			}
			memcpy(r->server_duid, v, l);
			r->server_duid_len = l;
			break;
		case OPT_IA_NA:
			if (ia_na(v, l, r)) {
				*why = "a malformed IA_NA";
				return -1;
			}
			break;
		case OPT_STATUS:
			if (l >= 2)
				r->status = (int)get16(v);
			break;
		case OPT_DNS:
			for (k = 0; (size_t)k * 16 + 16 <= l && r->ndns < 2;
			     k++)
				memcpy(&r->dns[r->ndns++], v + k * 16, 16);
			break;
		case OPT_DOMAINS:
			if (dns_names(v, l, 0, r->domainsearch,
				      sizeof(r->domainsearch)))
				r->domainsearch[0] = 0;
			break;
		}
	}
	if (!mine) {
		*why = "a reply for another client (DUID)";
		return -1;
	}
	if (!r->server_duid_len) {
		*why = "a reply without a server DUID";
		return -1;
	}
	return 0;
}
