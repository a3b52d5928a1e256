/* SPDX-License-Identifier: MIT */
/* luks.c: LUKS1 and LUKS2 headers (big-endian), known but not mountable. */
#include <string.h>

#include "fsprobe_int.h"

int fsp_luks(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *h = fsp_read(s, 0, 512);
	uint16_t version;

	if (!h || memcmp(h, "LUKS\xba\xbe", 6))
		return 0;
	version = get_be16(h + 6);
	if (version != 1 && version != 2)
		return 0;
	fsp_set(fi, "crypto_LUKS", 0);
	/* the UUID is text in both versions, printed as stored */
	fsp_label(fi->uuid, sizeof(fi->uuid), h + 168, 40);
	if (version == 2)
		fsp_label(fi->label, sizeof(fi->label), h + 24, 48);
	return 1;
}
