/* SPDX-License-Identifier: MIT */
/* mbr.c: the DOS partition table and its chain of logical partitions. */
#include <stdio.h>
#include <string.h>

#include "fsprobe_int.h"

/* The kernel numbers partitions up to 255 and so do we. */
#define MBR_MAX_NUM		255
/*
 * Boot records read in one chain, however it loops; a chain of boot
 * records holding no partition ends after 100, as in the kernel.
 */
#define EBR_MAX_READS		512
#define EBR_MAX_EMPTY		100

struct mbr_state {
	struct fsp_src *s;
	uint64_t scale;		/* 512-byte sectors per logical sector */
	uint32_t disksig;
	struct partinfo *parts;
	int max;
	int n;			/* partitions found */
	int next;		/* number of the next logical partition */
};

static int is_extended(unsigned char type)
{
	return type == 0x05 || type == 0x0f || type == 0x85;
}

static void add(struct mbr_state *m, int num, uint64_t start, uint64_t len)
{
	if (m->n < m->max) {
		struct partinfo *p = &m->parts[m->n];

		memset(p, 0, sizeof(*p));
		p->num = num;
		p->start = start;
		p->sectors = len;
		/* as the kernel's PARTUUID: disk signature, number */
		snprintf(p->uuid, sizeof(p->uuid), "%08x-%02x",
			 (unsigned int)m->disksig, (unsigned int)num);
	}
	m->n++;
}

/*
 * Follow the extended partition's chain of boot records.  Each holds a
 * logical partition (relative to that record) and a link to the next
 * record (relative to the extended partition's start).  Sectors here
 * are 512-byte ones.
 */
static void parse_extended(struct mbr_state *m, uint64_t first, uint64_t size)
{
	uint64_t this = first, this_size = size;
	int reads, empty = 0;

	for (reads = 0; reads < EBR_MAX_READS; reads++) {
		const unsigned char *b, *e;
		unsigned char rec[64];
		int i;

		if (m->next > MBR_MAX_NUM || ++empty > EBR_MAX_EMPTY)
			return;
		if (this > UINT64_MAX / 512)
			return;
		b = fsp_read(m->s, this * 512, 512);
		if (!b || b[510] != 0x55 || b[511] != 0xaa)
			return;
		memcpy(rec, b + 0x1be, sizeof(rec));

		for (i = 0; i < 4; i++) {
			uint64_t offs, len, at;

			e = rec + 16 * i;
			if (!get_le32(e + 12) || is_extended(e[4]))
				continue;
			offs = get_le32(e + 8) * m->scale;
			len = get_le32(e + 12) * m->scale;
			at = this + offs;
			/*
			 * The third and fourth entries are often garbage:
			 * take them only when they lie inside the extended
			 * partition.
			 */
			if (i >= 2 && (offs + len > this_size || at < first ||
				       at + len > first + size))
				continue;
			add(m, m->next, at, len);
			empty = 0;
			if (++m->next > MBR_MAX_NUM)
				return;
		}

		/* then the first link to a further record */
		for (i = 0; i < 4; i++) {
			e = rec + 16 * i;
			if (get_le32(e + 12) && is_extended(e[4]))
				break;
		}
		if (i == 4)
			return;
		this = first + get_le32(e + 8) * m->scale;
		this_size = get_le32(e + 12) * m->scale;
	}
}

int fsp_part_mbr(struct fsp_src *s, unsigned int sector,
		 struct partinfo *parts, int max)
{
	const unsigned char *b = fsp_read(s, 0, 512);
	unsigned char mbr[512];
	struct mbr_state m;
	int i;

	if (!b || b[510] != 0x55 || b[511] != 0xaa)
		return -1;
	/* copied: the extended chain reads through the same scratch buffer */
	memcpy(mbr, b, sizeof(mbr));
	/*
	 * A FAT boot sector also ends in 55AA; its boot code where the
	 * table would be has boot flags other than 0 and 0x80.
	 */
	for (i = 0; i < 4; i++) {
		unsigned char flag = mbr[0x1be + 16 * i];

		if (flag != 0 && flag != 0x80)
			return 0;
	}
	/* a protective or hybrid MBR: the GPT is the table, if valid */
	for (i = 0; i < 4; i++) {
		if (mbr[0x1be + 16 * i + 4] == 0xee)
			return 0;
	}

	m.s = s;
	m.scale = sector / 512;
	m.disksig = get_le32(mbr + 440);
	m.parts = parts;
	m.max = max;
	m.n = 0;
	m.next = 5;
	for (i = 0; i < 4; i++) {
		const unsigned char *e = mbr + 0x1be + 16 * i;
		uint64_t start = get_le32(e + 8) * m.scale;
		uint64_t len = get_le32(e + 12) * m.scale;

		if (!len)
			continue;
		if (is_extended(e[4])) {
			/*
			 * The kernel shows an extended partition as one
			 * sector (two of 512 bytes), so that nothing
			 * formats the boot records away.
			 */
			uint64_t shown = m.scale > 2 ? m.scale : 2;

			add(&m, i + 1, start, len < shown ? len : shown);
			parse_extended(&m, start, len);
			continue;
		}
		add(&m, i + 1, start, len);
	}
	return m.n;
}
