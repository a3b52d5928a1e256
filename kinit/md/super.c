/* SPDX-License-Identifier: MIT */
/*
 * super.c: reading md's persistent superblocks: version 0.90 (at the end
 * of a member, in the writer's byte order) and 1.x (little-endian; 1.0 at
 * the end, 1.1 at the start, 1.2 4 KiB in).  The checks are those the
 * kernel makes before it accepts a member, so kinit can name a bad member
 * instead of leaving the kernel to refuse the whole array.
 */
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <linux/fs.h>
#include "byteorder.h"
#include "md.h"

#define SB_MAGIC	0xa92b4efcU
#define SB_BYTES	4096
#define RESERVED_090	128	/* sectors at the end that hold a 0.90 sb */

static uint32_t ne32(const unsigned char *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

uint64_t md_sb_sector(enum md_sb_kind kind, uint64_t sectors)
{
	switch (kind) {
	case MD_SB_12:
		return 8;
	case MD_SB_11:
		return 0;
	case MD_SB_10:
		/* 8 KiB from the end, rounded down to 4 KiB */
		return sectors < 16 ? ~0ULL : (sectors - 16) & ~7ULL;
	case MD_SB_090:
		return sectors < RESERVED_090 ? ~0ULL :
			(sectors & ~(uint64_t)(RESERVED_090 - 1)) -
			RESERVED_090;
	default:
		return ~0ULL;
	}
}

/* A name such as "host:3" or "3" gives the array's number. */
static int name_number(const char *name)
{
	const char *p = strrchr(name, ':');
	char *end;
	long n;

	p = p ? p + 1 : name;
	if (*p < '0' || *p > '9')
		return -1;
	n = strtol(p, &end, 10);
	return *end || n > 0xfffff ? -1 : (int)n;
}

static int parse_1(const unsigned char *b, size_t len, enum md_sb_kind kind,
		   uint64_t at, uint64_t sectors, struct md_sb *sb,
		   const char **why)
{
	uint32_t max_dev = get_le32(b + 220), dev_number = get_le32(b + 160), role;
	uint64_t sum = 0, data_offset, data_size;
	size_t size, i;

	if (get_le32(b + 4) != 1) {
		*why = "an md superblock of an unknown version";
		return -1;
	}
	if (max_dev > (SB_BYTES - 256) / 2) {
		*why = "an md superblock with too many devices";
		return -1;
	}
	size = 256 + 2 * (size_t)max_dev;
	if (size > len) {
		*why = "an md superblock longer than what was read";
		return -1;
	}
	for (i = 0; i + 4 <= size; i += 4)
		sum += i == 216 ? 0 : get_le32(b + i);
	if (size & 2)
		sum += b[size - 2] | b[size - 1] << 8;
	sum = (sum & 0xffffffff) + (sum >> 32);
	if ((uint32_t)sum != get_le32(b + 216)) {
		*why = "an md superblock with a bad checksum";
		return -1;
	}
	if (get_le64(b + 144) != at) {
		*why = "an md superblock that is not where it says it is";
		return -1;
	}
	data_offset = get_le64(b + 128);
	data_size = get_le64(b + 136);
	/* A member cut short: its data would run off the end. */
	if (data_offset > sectors || data_size > sectors - data_offset) {
		*why = "a member smaller than its md superblock records "
			"(the wrong device, or cut short)";
		return -1;
	}
	if (kind == MD_SB_10 && data_offset + data_size > at) {
		*why = "an md 1.0 superblock inside its own data";
		return -1;
	}
	sb->major = 1;
	sb->minor = kind == MD_SB_12 ? 2 : kind == MD_SB_11 ? 1 : 0;
	memcpy(sb->uuid, b + 16, 16);
	memcpy(sb->name, b + 32, 32);
	sb->name[32] = 0;
	sb->level = (int)get_le32(b + 72);
	sb->raid_disks = (int)get_le32(b + 92);
	sb->events = get_le64(b + 200);
	sb->number = name_number(sb->name);
	role = 0xffff;
	if (dev_number < max_dev)
		role = b[256 + 2 * dev_number] |
			(uint32_t)b[257 + 2 * dev_number] << 8;
	sb->role = role >= 0xfffe ? -1 : (int)role;
	return 1;
}

static int parse_090(const unsigned char *b, size_t len, uint64_t at,
		     struct md_sb *sb, const char **why)
{
	uint64_t sum = 0;
	uint32_t csum, stored;
	size_t i;

	if (len < SB_BYTES) {
		*why = "an md 0.90 superblock shorter than 4 KiB";
		return -1;
	}
	if (ne32(b) != SB_MAGIC) {
		*why = "an md 0.90 superblock in the other byte order "
			"(written by a machine of the other endianness)";
		return -1;
	}
	if (ne32(b + 4) != 0 || ne32(b + 8) < 90 || ne32(b + 8) > 91) {
		*why = "an md 0.9x superblock of an unknown version";
		return -1;
	}
	for (i = 0; i < SB_BYTES; i += 4)
		sum += i == 152 ? 0 : ne32(b + i);
	csum = (uint32_t)((sum & 0xffffffff) + (sum >> 32));
	stored = ne32(b + 152);
	/* Compared folded to 16 bits, as the kernel does. */
	if ((((csum & 0xffff) + (csum >> 16)) & 0xffff) !=
	    (((stored & 0xffff) + (stored >> 16)) & 0xffff)) {
		*why = "an md 0.90 superblock with a bad checksum";
		return -1;
	}
	if ((int32_t)ne32(b + 40) <= 0 || ne32(b + 40) > MD_MAX_DEVS) {
		*why = "an md 0.90 superblock with no devices";
		return -1;
	}
	/* size: KiB used of each member, which must fit below the sb */
	if ((uint64_t)ne32(b + 32) * 2 > at) {
		*why = "a member smaller than its md superblock records "
			"(the wrong device, or cut short)";
		return -1;
	}
	sb->major = 0;
	sb->minor = (int)ne32(b + 8);
	memcpy(sb->uuid, b + 20, 4);		/* set_uuid0 */
	memcpy(sb->uuid + 4, b + 52, 12);	/* set_uuid1..3 */
	sb->level = (int)ne32(b + 28);
	sb->raid_disks = (int)ne32(b + 40);
	sb->number = (int)ne32(b + 44);
	sb->events = ne32(b + 156) | (uint64_t)ne32(b + 160) << 32;
	sb->name[0] = 0;
	/* this_disk: number, major, minor, raid_disk, state (bit 2: sync) */
	sb->role = (ne32(b + 3968 + 16) & 4) ? (int)ne32(b + 3968 + 12) : -1;
	return 1;
}

int md_sb_parse(const unsigned char *buf, size_t len, enum md_sb_kind kind,
		uint64_t at, uint64_t sectors, struct md_sb *sb,
		const char **why)
{
	uint32_t m;

	if (len < 256)
		return 0;
	memset(sb, 0, sizeof(*sb));
	if (kind == MD_SB_090) {
		m = ne32(buf);
		if (m != SB_MAGIC && m != __builtin_bswap32(SB_MAGIC))
			return 0;
		return parse_090(buf, len, at, sb, why);
	}
	if (get_le32(buf) != SB_MAGIC)
		return 0;
	return parse_1(buf, len, kind, at, sectors, sb, why);
}

int md_sb_read(int fd, struct md_sb *sb, const char **why)
{
	static unsigned char buf[SB_BYTES];
	uint64_t bytes = 0, sectors, at;
	struct stat st;
	int kind, res, bad = 0;

	if (fstat(fd, &st))
		return 0;
	if (S_ISBLK(st.st_mode)) {
		if (ioctl(fd, BLKGETSIZE64, &bytes))
			return 0;
	} else {
		bytes = (uint64_t)st.st_size;
	}
	sectors = bytes / 512;
	for (kind = 0; kind < MD_SB_KINDS; kind++) {
		at = md_sb_sector(kind, sectors);
		if (at == ~0ULL || at + SB_BYTES / 512 > sectors)
			continue;
		if (pread(fd, buf, SB_BYTES, (off_t)(at * 512)) != SB_BYTES)
			continue;
		res = md_sb_parse(buf, SB_BYTES, kind, at, sectors, sb, why);
		if (res > 0)
			return 1;
		if (res < 0)
			bad = 1;	/* keep looking: another kind may fit */
	}
	return bad ? -1 : 0;
}
