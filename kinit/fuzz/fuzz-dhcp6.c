/* SPDX-License-Identifier: MIT */
/* fuzz-dhcp6.c: libFuzzer target for the DHCPv6 reply parser. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../ipconfig/ipconfig_int.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t mac[6] = { 0x52, 0x54, 0, 0x12, 0x34, 0x56 };
	struct dhcp6_reply r;
	const char *why = NULL;
	uint8_t *copy = (uint8_t *)__builtin_malloc(size ? size : 1);
	uint32_t xid = 0x123456;

	memcpy(copy, data, size);
	if (size >= 4)
		xid = (uint32_t)copy[1] << 16 | (uint32_t)copy[2] << 8 |
		      copy[3];
	if (dhcp6_parse(copy, size, xid, mac, &r, &why) == 0) {
		if (r.ndns < 0 || r.ndns > 2 ||
		    r.server_duid_len > sizeof(r.server_duid) ||
		    !memchr(r.domainsearch, 0, sizeof(r.domainsearch)))
			__builtin_trap();
	} else if (!why) {
		__builtin_trap();
	}
	__builtin_free(copy);
	return 0;
}
