/* SPDX-License-Identifier: MIT */
/* squashfs.c: the squashfs 4 superblock in sector 0 (little-endian). */
#include <string.h>

#include "fsprobe_int.h"

int fsp_squashfs(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *sb = fsp_read(s, 0, 96);

	/* squashfs has no UUID or label; older versions are not handled */
	if (!sb || memcmp(sb, "hsqs", 4) || get_le16(sb + 28) != 4)
		return 0;
	fsp_set(fi, "squashfs", 1);
	/* bytes_used: the image without the padding mksquashfs adds */
	fi->size = get_le64(sb + 40);
	return 1;
}
