/* SPDX-License-Identifier: MIT */
/* gpt.c: the GUID partition table, checked as the kernel checks it. */
#include <stdlib.h>
#include <string.h>

#include "fsprobe_int.h"

#define GPT_HDR_MIN		92
#define GPT_ENTRY_SIZE		128
/*
 * The kernel makes at most 255 partitions of a disk, so entries past
 * that are never looked at; the array itself is CRC-checked whole, and
 * an array larger than 1 MiB (8192 entries) is not a table anyone wrote.
 */
#define GPT_MAX_PARTS		255
#define GPT_MAX_ARRAY		(1024 * 1024)

struct gpt_hdr {
	uint64_t my_lba;
	uint64_t alt_lba;
	uint64_t first_usable;
	uint64_t last_usable;
	uint64_t entries_lba;
	uint32_t nentries;
	uint32_t entries_crc;
};

/* The protective MBR: a 0xEE entry starting at LBA 1 says GPT. */
static int pmbr_ok(struct fsp_src *s)
{
	const unsigned char *m = fsp_read(s, 0, 512);
	int i;

	if (!m || m[510] != 0x55 || m[511] != 0xaa)
		return 0;
	for (i = 0; i < 4; i++) {
		const unsigned char *e = m + 0x1be + 16 * i;

		if (e[4] == 0xee && get_le32(e + 8) == 1)
			return 1;
	}
	return 0;
}

/*
 * The header at lba, its own CRC and fields checked; last_lba is the
 * disk's last sector, 0 when unknown.
 */
static int read_hdr(struct fsp_src *s, unsigned int sector, uint64_t lba,
		    uint64_t last_lba, struct gpt_hdr *h)
{
	unsigned char hdr[FSP_SCRATCH];
	const unsigned char *p;
	uint32_t size, crc;

	if (lba > UINT64_MAX / sector)
		return 0;
	p = fsp_read(s, lba * sector, sector);
	if (!p || memcmp(p, "EFI PART", 8))
		return 0;
	size = get_le32(p + 12);
	if (size < GPT_HDR_MIN || size > sector)
		return 0;
	memcpy(hdr, p, size);
	crc = get_le32(hdr + 16);
	memset(hdr + 16, 0, 4);
	if (fsp_crc32(0, hdr, size) != crc && !FSP_FUZZING)
		return 0;

	h->my_lba = get_le64(hdr + 24);
	h->alt_lba = get_le64(hdr + 32);
	h->first_usable = get_le64(hdr + 40);
	h->last_usable = get_le64(hdr + 48);
	h->entries_lba = get_le64(hdr + 72);
	h->nentries = get_le32(hdr + 80);
	h->entries_crc = get_le32(hdr + 88);
	if (h->my_lba != lba)
		return 0;
	if (h->first_usable > h->last_usable)
		return 0;
	if (last_lba && h->last_usable > last_lba)
		return 0;
	/* entries of any other size are refused by the kernel too */
	if (get_le32(hdr + 84) != GPT_ENTRY_SIZE)
		return 0;
	if (h->nentries > GPT_MAX_ARRAY / GPT_ENTRY_SIZE)
		return 0;
	if (h->entries_lba > UINT64_MAX / sector)
		return 0;
	return 1;
}

/*
 * The entry array, CRC-checked, in memory the caller frees; NULL when it
 * cannot be read or does not match.
 */
static unsigned char *read_entries(struct fsp_src *s, unsigned int sector,
				   const struct gpt_hdr *h)
{
	size_t n = (size_t)h->nentries * GPT_ENTRY_SIZE;
	uint64_t off = h->entries_lba * sector;
	unsigned char *a = malloc(n ? n : 1);

	if (!a)
		return NULL;
	if (s->buf && off <= s->len && n <= s->len - off) {
		memcpy(a, s->buf + off, n);
	} else if (s->fd < 0 || off > INT64_MAX - n ||
		   fsp_pread(s->fd, a, n, off) != (ssize_t)n) {
		free(a);
		return NULL;
	}
	if (fsp_crc32(0, a, n) != h->entries_crc && !FSP_FUZZING) {
		free(a);
		return NULL;
	}
	return a;
}

int fsp_part_gpt(struct fsp_src *s, unsigned int sector,
		 uint64_t disk_sectors, struct partinfo *parts, int max)
{
	uint64_t last_lba = disk_sectors ? disk_sectors - 1 : 0;
	uint64_t scale = sector / 512;
	unsigned char *a = NULL;
	struct gpt_hdr h;
	uint32_t i;
	int n = 0;

	if (!pmbr_ok(s))
		return -1;
	if (read_hdr(s, sector, 1, last_lba, &h))
		a = read_entries(s, sector, &h);
	/* a damaged primary: the backup in the disk's last sector */
	if (!a && last_lba > 1 && read_hdr(s, sector, last_lba, last_lba, &h))
		a = read_entries(s, sector, &h);
	if (!a)
		return -1;

	for (i = 0; i < h.nentries && i < GPT_MAX_PARTS; i++) {
		const unsigned char *e = a + (size_t)i * GPT_ENTRY_SIZE;
		uint64_t first = get_le64(e + 32), end = get_le64(e + 40);
		uint64_t start, len;
		int k, used = 0;

		for (k = 0; k < 16; k++)
			used |= e[k];
		if (!used || first > end)
			continue;
		if (last_lba && end > last_lba)
			continue;
		start = fsp_mul(first, scale);
		len = fsp_mul(end - first + 1, scale);
		if ((first && !start) || !len)
			continue;
		if (n < max) {
			struct partinfo *p = &parts[n];

			memset(p, 0, sizeof(*p));
			p->num = (int)i + 1;
			p->start = start;
			p->sectors = len;
			fsp_guid(p->type, e);
			fsp_guid(p->uuid, e + 16);
			p->attrs = get_le64(e + 48);
			fsp_utf16(p->label, sizeof(p->label), e + 56, 36, 0, 0);
		}
		n++;
	}
	free(a);
	return n;
}
