/* SPDX-License-Identifier: MIT */
/* iso9660.c: ISO 9660 volume descriptors, with Joliet's longer label. */
#include <string.h>

#include "fsprobe_int.h"

#define ISO_VD_OFF	32768
#define ISO_VD_SIZE	2048
/* mastering tools write a handful of descriptors; stop looking after */
#define ISO_VD_MAX	32

static int lower(int c)
{
	return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/*
 * Joliet holds 16 characters where the primary descriptor holds 32 of a
 * narrower set.  As blkid does, when the Joliet name is the primary's
 * first 16 characters up to case, the primary's remaining 16 go on its
 * end; otherwise the Joliet name stands alone.
 */
static void joliet_label(char *dst, size_t dstsz, const unsigned char *jid,
			 const unsigned char *pid)
{
	size_t i, n;

	for (i = 0; i < 16; i++) {
		uint16_t u = get_be16(jid + 2 * i);

		if (u >= 0x80 || lower(u) != lower(pid[i]))
			break;
	}
	fsp_utf16(dst, dstsz, jid, 16, 1, 0);
	if (i == 16) {
		n = strlen(dst);
		fsp_label(dst + n, dstsz - n, pid + 16, 16);
	}
	/* trim what the merge left at the end */
	fsp_label(dst, dstsz, (const unsigned char *)dst, dstsz);
}

static int date_unset(const unsigned char *d)
{
	int i;

	for (i = 0; i < 16; i++) {
		if (d[i] != '0')
			return 0;
	}
	return 1;
}

/* The date as YYYY-MM-DD-HH-MM-SS-CC, cut at a NUL as blkid's is. */
static void date_uuid(char *out, const unsigned char *d)
{
	int i, o = 0;

	for (i = 0; i < 16; i++) {
		if (!d[i])
			break;
		if (i == 4 || i == 6 || i == 8 || i == 10 || i == 12 ||
		    i == 14)
			out[o++] = '-';
		out[o++] = (char)d[i];
	}
	out[o] = '\0';
}

int fsp_iso9660(struct fsp_src *s, struct fsinfo *fi)
{
	unsigned char pvd[ISO_VD_SIZE];
	int i, have_pvd = 0;
	const unsigned char *mod, *created;
	uint16_t bsize;

	for (i = 0; i < ISO_VD_MAX; i++) {
		const unsigned char *vd = fsp_read(s, ISO_VD_OFF +
			(uint64_t)i * ISO_VD_SIZE, ISO_VD_SIZE);

		if (!vd || memcmp(vd + 1, "CD001", 5) || vd[0] == 255)
			break;
		if (vd[0] == 1 && !have_pvd) {
			/* copied: a later read may reuse the scratch buffer */
			memcpy(pvd, vd, ISO_VD_SIZE);
			have_pvd = 1;
			fsp_set(fi, "iso9660", 1);
			fsp_label(fi->label, sizeof(fi->label), pvd + 40, 32);
		} else if (vd[0] == 2 && have_pvd && vd[88] == '%' &&
			   vd[89] == '/' &&
			   (vd[90] == '@' || vd[90] == 'C' || vd[90] == 'E')) {
			/* escape sequences %/@ %/C %/E: Joliet's UCS-2 */
			joliet_label(fi->label, sizeof(fi->label), vd + 40,
				     pvd + 40);
			break;
		}
	}
	if (!have_pvd)
		return 0;
	bsize = get_le16(pvd + 128);
	fi->size = fsp_mul(get_le32(pvd + 80), bsize);
	mod = pvd + 830;
	created = pvd + 813;
	if (!date_unset(mod))
		date_uuid(fi->uuid, mod);
	else if (!date_unset(created))
		date_uuid(fi->uuid, created);
	return 1;
}
