/* SPDX-License-Identifier: MIT */
/* fuzz-dhcp.c: libFuzzer target for the DHCP/BOOTP reply parser. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../ipconfig/ipconfig_int.h"

static void check(const struct dhcp_reply *r)
{
	const struct ipconfig_lease *l = &r->l;

	/* Every string ends inside its buffer; routes stay in their array. */
	if (!memchr(l->hostname, 0, sizeof(l->hostname)) ||
	    !memchr(l->dnsdomain, 0, sizeof(l->dnsdomain)) ||
	    !memchr(l->rootpath, 0, sizeof(l->rootpath)) ||
	    !memchr(l->filename, 0, sizeof(l->filename)) ||
	    !memchr(l->nisdomain, 0, sizeof(l->nisdomain)) ||
	    !memchr(l->domainsearch, 0, sizeof(l->domainsearch)))
		__builtin_trap();
	if (l->nroutes < 0 ||
	    l->nroutes > (int)(sizeof(l->routes) / sizeof(l->routes[0])))
		__builtin_trap();
	for (int i = 0; i < l->nroutes; i++)
		if (l->routes[i].width < 0 || l->routes[i].width > 32)
			__builtin_trap();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct dhcp_match m = { 0x12345678, { 0x52, 0x54, 0, 0x12, 0x34, 0x56 },
				67, 68 };
	struct dhcp_reply r;
	const char *why = NULL;
	uint8_t *copy;

	/* An exact-size copy, so that ASan sees any read past the end. */
	copy = (uint8_t *)__builtin_malloc(size ? size : 1);
	memcpy(copy, data, size);
	if (dhcp_parse(copy, size, &m, &r, &why) == 0)
		check(&r);
	else if (!why)
		__builtin_trap();
	/* The same bytes as the xid and MAC they carry, to go deeper. */
	if (size >= 28 + 34) {
		memcpy(&m.xid, copy + 32, 4);
		m.xid = __builtin_bswap32(m.xid);
		memcpy(m.mac, copy + 56, 6);
		if (dhcp_parse(copy, size, &m, &r, &why) == 0)
			check(&r);
	}
	__builtin_free(copy);
	return 0;
}
