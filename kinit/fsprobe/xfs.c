/* SPDX-License-Identifier: MIT */
/* xfs.c: the XFS superblock in sector 0 (big-endian). */
#include <string.h>

#include "fsprobe_int.h"

#define XFS_SB_SIZE	512

static unsigned int log2_of(uint32_t x)
{
	unsigned int l = 0;

	while (x > 1) {
		x >>= 1;
		l++;
	}
	return l;
}

int fsp_xfs(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *sb = fsp_read(s, 0, XFS_SB_SIZE);
	uint32_t bsize, agcount;
	uint16_t ssize;

	if (!sb || memcmp(sb, "XFSB", 4))
		return 0;
	/*
	 * Four bytes of magic are little to go on, so the geometry must
	 * hang together as mkfs.xfs writes it.
	 */
	bsize = get_be32(sb + 4);
	ssize = get_be16(sb + 102);
	agcount = get_be32(sb + 88);
	if (bsize < 512 || bsize > 65536 || !fsp_pow2(bsize) ||
	    sb[120] != log2_of(bsize))
		return 0;
	if (ssize < 512 || ssize > 32768 || !fsp_pow2(ssize) ||
	    sb[121] != log2_of(ssize) || ssize > bsize)
		return 0;
	if (!agcount)
		return 0;

	fsp_set(fi, "xfs", 1);
	fi->size = fsp_mul(get_be64(sb + 8), bsize);
	fsp_uuid(fi->uuid, sb + 32);
	fsp_label(fi->label, sizeof(fi->label), sb + 108, 12);
	return 1;
}
