/* SPDX-License-Identifier: MIT */
/*
 * lvm2.c: an LVM2 physical volume (its label, "LABELONE" and "LVM2 001",
 * in one of the first four sectors), known but not mountable: "lvm2" as
 * Debian's fstype names it, the PV's id as its UUID, dashed as LVM and
 * blkid print it.  kinit/lvm/ reads the rest.
 */
#include <ctype.h>
#include <string.h>

#include "fsprobe_int.h"
#include "lvm.h"

int fsp_lvm2(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *l = fsp_read(s, 0, 2048);
	char id[LVM_ID_LEN + 1];
	size_t i;

	for (i = 0; l && i < 4; i++, l += 512)
		if (!memcmp(l, "LABELONE", 8) && get_le64(l + 8) == i &&
		    !memcmp(l + 24, "LVM2 001", 8))
			break;
	if (!l || i == 4 || get_le32(l + 20) > 512 - 32)
		return 0;
	fsp_set(fi, "lvm2", 0);
	memcpy(id, l + get_le32(l + 20), LVM_ID_LEN);
	id[LVM_ID_LEN] = '\0';
	/* LVM makes ids of letters and digits only. */
	for (i = 0; i < LVM_ID_LEN; i++)
		if (!isalnum((unsigned char)id[i]))
			return 1;
	lvm_id_dashed(fi->uuid, id);
	return 1;
}
