/* SPDX-License-Identifier: MIT */
/* partition.c: find a disk's GPT or MBR partition table. */
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>

#include "fsprobe_int.h"

static int sector_ok(unsigned int sector)
{
	return sector >= 512 && sector <= FSP_SCRATCH && fsp_pow2(sector);
}

/* GPT first: its protective MBR hides it from the MBR parser anyway. */
static int parse(struct fsp_src *s, unsigned int sector, uint64_t disk_sectors,
		 struct partinfo *parts, int max)
{
	int n;

	if (max < 0)
		max = 0;
	n = fsp_part_gpt(s, sector, disk_sectors, parts, max);
	if (n >= 0)
		return n;
	n = fsp_part_mbr(s, sector, parts, max);
	return n > 0 ? n : 0;
}

int part_parse_buf(const unsigned char *buf, size_t len, unsigned int sector,
		   struct partinfo *parts, int max)
{
	struct fsp_src s;

	if (!sector_ok(sector))
		return 0;
	s.buf = buf;
	s.len = len;
	s.fd = -1;
	return parse(&s, sector, 0, parts, max);
}

int part_scan_fd(int fd, struct partinfo *parts, int max)
{
	struct fsp_src s;
	unsigned char mbr[512];
	uint64_t bytes = 0;
	int ssz = 0;
	struct stat st;
	ssize_t r;

	/* a failed read is the caller's to report; a short disk has no table */
	r = fsp_pread(fd, mbr, sizeof(mbr), 0);
	if (r < 0)
		return -1;
	if (r < (ssize_t)sizeof(mbr))
		return 0;
	if (ioctl(fd, BLKSSZGET, &ssz) || !sector_ok((unsigned int)ssz))
		ssz = 512;
	if (ioctl(fd, BLKGETSIZE64, &bytes)) {
		bytes = 0;
		if (!fstat(fd, &st) && S_ISREG(st.st_mode) && st.st_size > 0)
			bytes = (uint64_t)st.st_size;
	}
	/* everything is read on demand, a sector or an entry array at once */
	s.buf = NULL;
	s.len = 0;
	s.fd = fd;
	return parse(&s, (unsigned int)ssz, bytes / (unsigned int)ssz,
		     parts, max);
}
