/* SPDX-License-Identifier: MIT */
/* ra.c: ICMPv6 router advertisements (RFC 4861), RDNSS/DNSSL (RFC 8106). */
#include <string.h>
#include "ipconfig_int.h"

int ra_parse(const uint8_t *p, size_t len, struct ra_info *ra,
	     const char **why)
{
	size_t i, olen;
	const uint8_t *o;

	memset(ra, 0, sizeof(*ra));
	if (len < 16 || p[0] != 134 || p[1] != 0) {
		*why = "not a router advertisement";
		return -1;
	}
	ra->managed = !!(p[5] & 0x80);
	ra->other = !!(p[5] & 0x40);
	ra->lifetime = (int)((unsigned int)p[6] << 8 | p[7]);
	for (i = 16; i < len; i += olen) {
		if (len - i < 2) {
			*why = "a truncated option";
			return -1;
		}
		olen = (size_t)p[i + 1] * 8;
		if (!olen || olen > len - i) {
			*why = "an option of length 0 or past the end";
			return -1;
		}
		o = p + i;
		switch (o[0]) {
		case 3:		/* prefix information */
			if (olen < 32 || o[2] > 128)
				break;
			/* SLAAC needs an autonomous /64 (RFC 4862 5.5.3). */
			if (!ra->have_prefix && (o[3] & 0x40) && o[2] == 64 &&
			    get32(o + 4)) {
				memcpy(&ra->prefix, o + 16, 16);
				ra->prefix_len = o[2];
				ra->have_prefix = 1;
			}
			break;
		case 5:		/* MTU */
			if (olen >= 8)
				ra->mtu = get32(o + 4);
			break;
		case 31:	/* DNS search list: names padded with zeros */
			{
				size_t e = olen;

				while (e > 8 && o[e - 1] == 0 && o[e - 2] == 0)
					e--;
				if (olen > 8 && !ra->search[0] &&
				    dns_names(o + 8, e - 8, 0, ra->search,
					      sizeof(ra->search)))
					ra->search[0] = 0;
			}
			break;
		case 25:	/* recursive DNS servers */
			{
				size_t k;

				for (k = 8; k + 16 <= olen && ra->ndns < 2;
				     k += 16)
					memcpy(&ra->dns[ra->ndns++], o + k, 16);
			}
			break;
		}
	}
	return 0;
}
