/* SPDX-License-Identifier: MIT */
/* btrfs.c: the primary btrfs superblock at 64 KiB (little-endian). */
#include <string.h>

#include "fsprobe_int.h"

#define BTRFS_SB_OFF	65536
#define BTRFS_SB_SIZE	4096

int fsp_btrfs(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *sb = fsp_read(s, BTRFS_SB_OFF, BTRFS_SB_SIZE);

	if (!sb || memcmp(sb + 0x40, "_BHRfS_M", 8))
		return 0;
	fsp_set(fi, "btrfs", 1);
	/* total_bytes: the sum over the filesystem's devices */
	fi->size = get_le64(sb + 0x70);
	fsp_uuid(fi->uuid, sb + 0x20);
	fsp_label(fi->label, sizeof(fi->label), sb + 0x12b, 256);
	return 1;
}
