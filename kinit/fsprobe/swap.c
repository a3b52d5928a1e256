/* SPDX-License-Identifier: MIT */
/* swap.c: Linux swap areas and hibernation images in them. */
#include <string.h>

#include "fsprobe_int.h"

/*
 * The signature ends the first page, whose size is the writer's: try
 * every page size Linux has used.
 */
static const uint32_t page_sizes[] = { 4096, 8192, 16384, 32768, 65536 };

/* Signatures that replace SWAPSPACE2 while a hibernation image is there. */
static const char *const suspend_magic[] = {
	"S1SUSPEND", "S2SUSPEND", "ULSUSPEND", "LINHIB0001",
};

/*
 * The version 1 header at 1 KiB: version, last_page, nr_badpages, uuid,
 * label, in the writer's byte order, which the version (1) tells.
 */
static int swap_v1(struct fsp_src *s, struct fsinfo *fi, uint32_t page)
{
	const unsigned char *h = fsp_read(s, 1024, 4 * 3 + 16 + 16);
	uint32_t last;

	if (!h)
		return 0;
	if (get_le32(h) == 1)
		last = get_le32(h + 4);
	else if (get_be32(h) == 1)
		last = get_be32(h + 4);
	else
		return 0;
	if (!last)
		return 0;
	fi->size = fsp_mul((uint64_t)last + 1, page);
	fsp_uuid(fi->uuid, h + 12);
	fsp_label(fi->label, sizeof(fi->label), h + 28, 16);
	return 1;
}

int fsp_swap(struct fsp_src *s, struct fsinfo *fi)
{
	size_t i, k;

	for (i = 0; i < sizeof(page_sizes) / sizeof(page_sizes[0]); i++) {
		uint32_t page = page_sizes[i];
		const unsigned char *m = fsp_read(s, page - 10, 10);

		if (!m)
			break;
		if (!memcmp(m, "SWAP-SPACE", 10)) {
			/* version 0: a bitmap, no header to read */
			fsp_set(fi, "swap", 0);
			return 1;
		}
		if (!memcmp(m, "SWAPSPACE2", 10)) {
			fsp_set(fi, "swap", 0);
			if (swap_v1(s, fi, page))
				return 1;
			fsp_set(fi, "", 0);
			return 0;
		}
		for (k = 0; k < sizeof(suspend_magic) /
			     sizeof(suspend_magic[0]); k++) {
			const char *sm = suspend_magic[k];

			if (memcmp(m, sm, strlen(sm)))
				continue;
			fsp_set(fi, "swsuspend", 0);
			if (swap_v1(s, fi, page))
				return 1;
			fsp_set(fi, "", 0);
			return 0;
		}
	}
	return 0;
}
