/* SPDX-License-Identifier: MIT */
/* vfat.c: FAT12, FAT16 and FAT32, recognised by the BIOS parameter block. */
#include <string.h>

#include "fsprobe_int.h"

#define FAT_DIRENT		32
#define ATTR_VOLUME_ID		0x08
#define ATTR_DIRECTORY		0x10
#define ATTR_LONG_NAME		0x0f
#define FAT12_16_MAX_CLUSTERS	0xfff4
#define FAT32_MAX_CLUSTERS	0x0ffffff6
/* a hostile FAT32 root directory chain is followed this far, no further */
#define FAT32_MAX_CHAIN		100
#define FAT_MAX_DIRENTS		16384

struct fat_geom {
	uint32_t ssz;		/* bytes per sector */
	uint32_t spc;		/* sectors per cluster */
	uint32_t reserved;	/* sectors before the first FAT */
	uint64_t fat_sectors;	/* all FATs */
	uint32_t fatlen;	/* sectors per FAT */
	uint32_t dir_entries;	/* FAT12/16 root directory */
	uint64_t data_start;	/* first sector of cluster 2 */
	uint64_t total;		/* sectors */
	uint64_t clusters;
	int fat32;
};

static int weak_bpb_ok(const unsigned char *b)
{
	/*
	 * With no FAT type string, only a jump and 0x55AA say FAT; OS/2
	 * puts FAT-like headers before JFS and HPFS, which say so here.
	 */
	if ((b[0] != 0xeb && b[0] != 0xe9) || b[510] != 0x55 ||
	    b[511] != 0xaa)
		return 0;
	return memcmp(b + 0x36, "JFS     ", 8) &&
		memcmp(b + 0x36, "HPFS    ", 8);
}

static int fat_geometry(const unsigned char *b, struct fat_geom *g)
{
	uint32_t fats, media, root_sectors;
	uint64_t meta;

	g->ssz = get_le16(b + 11);
	g->spc = b[13];
	g->reserved = get_le16(b + 14);
	fats = b[16];
	g->dir_entries = get_le16(b + 17);
	media = b[21];
	g->total = get_le16(b + 19);
	if (!g->total)
		g->total = get_le32(b + 32);
	g->fatlen = get_le16(b + 22);
	g->fat32 = !g->fatlen;
	if (g->fat32)
		g->fatlen = get_le32(b + 36);

	if (g->ssz < 512 || g->ssz > 4096 || !fsp_pow2(g->ssz))
		return 0;
	if (!fsp_pow2(g->spc) || !g->reserved || !fats || !g->fatlen)
		return 0;
	if (media != 0xf0 && media < 0xf8)
		return 0;
	if (g->fat32 && g->dir_entries)
		return 0;
	root_sectors = (g->dir_entries * FAT_DIRENT + g->ssz - 1) / g->ssz;
	g->fat_sectors = (uint64_t)fats * g->fatlen;
	meta = g->reserved + g->fat_sectors + root_sectors;
	if (g->total <= meta)
		return 0;
	g->data_start = meta;
	g->clusters = (g->total - meta) / g->spc;
	if (g->clusters > (g->fat32 ? FAT32_MAX_CLUSTERS :
			   FAT12_16_MAX_CLUSTERS))
		return 0;
	return 1;
}

/*
 * Look through n directory entries at off for the volume label entry.
 * Returns 1 with the label copied, 0 when there is none, -1 when the
 * directory goes on past these entries.  *budget bounds the entries
 * looked at overall.
 */
static int find_label(struct fsp_src *s, uint64_t off, uint64_t n,
		      unsigned char label[11], uint32_t *budget)
{
	uint64_t i;

	for (i = 0; i < n; i++) {
		const unsigned char *e;

		if (!*budget)
			return 0;
		(*budget)--;
		e = fsp_read(s, off + i * FAT_DIRENT, FAT_DIRENT);
		if (!e || !e[0])
			return 0;
		if (e[0] == 0xe5 || e[11] == ATTR_LONG_NAME)
			continue;
		if ((e[11] & (ATTR_VOLUME_ID | ATTR_DIRECTORY)) !=
		    ATTR_VOLUME_ID)
			continue;
		memcpy(label, e, 11);
		/* 0x05 stands for a first byte of 0xe5, which means deleted */
		if (label[0] == 0x05)
			label[0] = 0xe5;
		return 1;
	}
	return -1;
}

static int fat32_root_label(struct fsp_src *s, const struct fat_geom *g,
			    uint32_t root, unsigned char label[11])
{
	uint64_t fat_entries = (uint64_t)g->fatlen * g->ssz / 4;
	uint64_t cluster_bytes = (uint64_t)g->spc * g->ssz;
	uint32_t next = root, budget = FAT_MAX_DIRENTS;
	int loops, r;

	if (fat_entries > g->clusters + 2)
		fat_entries = g->clusters + 2;
	for (loops = 0; loops < FAT32_MAX_CHAIN; loops++) {
		const unsigned char *fe;
		uint64_t off;

		if (next < 2 || next >= fat_entries)
			return 0;
		off = (g->data_start + (uint64_t)(next - 2) * g->spc) * g->ssz;
		r = find_label(s, off, cluster_bytes / FAT_DIRENT, label,
			       &budget);
		if (r >= 0)
			return r;
		fe = fsp_read(s, (uint64_t)g->reserved * g->ssz +
			      (uint64_t)next * 4, 4);
		if (!fe)
			return 0;
		next = get_le32(fe) & 0x0fffffff;
	}
	return 0;
}

static int fsinfo_ok(struct fsp_src *s, const struct fat_geom *g,
		     uint32_t sect)
{
	const unsigned char *fs;

	if (!sect)
		return 1;
	fs = fsp_read(s, (uint64_t)sect * g->ssz, 512);
	if (!fs)
		return 0;
	/* some formatters leave the signatures zero */
	if (memcmp(fs, "RRaA", 4) && memcmp(fs, "RRdA", 4) &&
	    memcmp(fs, "\0\0\0\0", 4))
		return 0;
	return !memcmp(fs + 484, "rrAa", 4) || !memcmp(fs + 484, "\0\0\0\0", 4);
}

int fsp_vfat(struct fsp_src *s, struct fsinfo *fi)
{
	const unsigned char *bs = fsp_read(s, 0, 512);
	unsigned char b[512], label[11];
	struct fat_geom g;
	const unsigned char *ext;
	int strong, have_label = 0;

	if (!bs)
		return 0;
	/* copied: the reads below may reuse the scratch buffer */
	memcpy(b, bs, sizeof(b));
	strong = !memcmp(b + 0x52, "FAT32   ", 8) ||
		!memcmp(b + 0x52, "MSWIN", 5) ||
		!memcmp(b + 0x36, "FAT12   ", 8) ||
		!memcmp(b + 0x36, "FAT16   ", 8) ||
		!memcmp(b + 0x36, "FAT     ", 8) ||
		!memcmp(b + 0x36, "MSDOS", 5);
	if (!strong && !weak_bpb_ok(b))
		return 0;
	if (!fat_geometry(b, &g))
		return 0;

	if (g.fat32) {
		if (!fsinfo_ok(s, &g, get_le16(b + 48)))
			return 0;
		have_label = fat32_root_label(s, &g, get_le32(b + 44),
					      label) == 1;
		ext = b + 66;
	} else {
		uint32_t budget = FAT_MAX_DIRENTS;

		have_label = find_label(s, ((uint64_t)g.reserved +
					    g.fat_sectors) * g.ssz,
					g.dir_entries, label, &budget) == 1;
		ext = b + 38;
	}

	fsp_set(fi, "vfat", 1);
	fi->size = fsp_mul(g.total, g.ssz);
	/*
	 * The label is the root directory's volume entry, as blkid and
	 * Windows take it; the boot sector's copy goes stale when the
	 * label is changed and is not used.
	 */
	if (have_label)
		fsp_label(fi->label, sizeof(fi->label), label, 11);
	/* extended boot signature 0x28 or 0x29: the serial is there */
	if ((ext[0] == 0x28 || ext[0] == 0x29) &&
	    (ext[1] | ext[2] | ext[3] | ext[4])) {
		static const char hx[] = "0123456789ABCDEF";
		static const int order[] = { 4, 3, -1, 2, 1 };
		char *o = fi->uuid;
		int i;

		for (i = 0; i < 5; i++) {
			if (order[i] < 0) {
				*o++ = '-';
				continue;
			}
			*o++ = hx[ext[order[i]] >> 4];
			*o++ = hx[ext[order[i]] & 15];
		}
		*o = '\0';
	}
	return 1;
}
