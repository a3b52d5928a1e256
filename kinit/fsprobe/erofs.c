/* SPDX-License-Identifier: MIT */
/* erofs.c: the EROFS superblock at 1 KiB (little-endian). */
#include "fsprobe_int.h"

#define EROFS_SB_OFF	1024
#define EROFS_MAGIC	0xe0f5e1e2

int fsp_erofs(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *sb = fsp_read(s, EROFS_SB_OFF, 128);
	unsigned int blkszbits;

	if (!sb || get_le32(sb) != EROFS_MAGIC)
		return 0;
	fsp_set(fi, "erofs", 1);
	blkszbits = sb[12];
	if (blkszbits >= 9 && blkszbits <= 16)
		fi->size = fsp_mul(get_le32(sb + 36), (uint64_t)1 << blkszbits);
	fsp_uuid(fi->uuid, sb + 48);
	fsp_label(fi->label, sizeof(fi->label), sb + 64, 16);
	return 1;
}
