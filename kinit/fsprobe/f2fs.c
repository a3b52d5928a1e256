/* SPDX-License-Identifier: MIT */
/* f2fs.c: the f2fs superblock at 1 KiB (little-endian). */
#include "fsprobe_int.h"

#define F2FS_SB_OFF	1024
#define F2FS_MAGIC	0xf2f52010
#define F2FS_NAME_UNITS	512

int fsp_f2fs(struct fsp_src *s, struct fsinfo *fi)
{
	/* up to the end of the volume name: 124 + 512 UTF-16 units */
	const unsigned char *sb = fsp_read(s, F2FS_SB_OFF,
					   124 + 2 * F2FS_NAME_UNITS);
	uint32_t logbs;

	if (!sb || get_le32(sb) != F2FS_MAGIC)
		return 0;
	fsp_set(fi, "f2fs", 1);
	logbs = get_le32(sb + 16);
	if (logbs >= 9 && logbs <= 16)
		fi->size = fsp_mul(get_le64(sb + 36), (uint64_t)1 << logbs);
	/* version 1.0 laid the superblock out differently: trust no more */
	if (get_le16(sb + 4) == 1 && get_le16(sb + 6) == 0)
		return 1;
	fsp_uuid(fi->uuid, sb + 108);
	fsp_utf16(fi->label, sizeof(fi->label), sb + 124, F2FS_NAME_UNITS,
		  0, 1);
	return 1;
}
