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

int fsp_lvm2(struct fsp_src *s, struct fsinfo *fi)
{
	static const unsigned char dash[] = { 6, 10, 14, 18, 22, 26 };
	const unsigned char *l = fsp_read(s, 0, 2048), *id;
	size_t i, n = 0, d = 0;

	for (i = 0; l && i < 4; i++, l += 512)
		if (!memcmp(l, "LABELONE", 8) && get_le64(l + 8) == i &&
		    !memcmp(l + 24, "LVM2 001", 8))
			break;
	if (!l || i == 4 || get_le32(l + 20) > 512 - 32)
		return 0;
	fsp_set(fi, "lvm2", 0);
	id = l + get_le32(l + 20);
	for (i = 0; i < 32 && n < sizeof(fi->uuid) - 1; i++) {
		if (d < sizeof(dash) && i == dash[d]) {
			fi->uuid[n++] = '-';
			d++;
		}
		fi->uuid[n++] = (char)id[i];
	}
	fi->uuid[n] = '\0';
	/* LVM makes ids of letters and digits only. */
	for (i = 0; i < n; i++)
		if (!isalnum((unsigned char)fi->uuid[i]) && fi->uuid[i] != '-')
			fi->uuid[0] = '\0';
	return 1;
}
