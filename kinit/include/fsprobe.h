/* SPDX-License-Identifier: MIT */
/*
 * fsprobe.h: recognising filesystems and partition tables by reading
 * them, as kinit and fstype do without udev or blkid.
 */
#ifndef KINIT_FSPROBE_H
#define KINIT_FSPROBE_H

#include <stddef.h>
#include <stdint.h>

/* How much of the start of a device the filesystem probes need. */
#define FSPROBE_READ	(128 * 1024)

struct fsinfo {
	char type[16];		/* "ext4", "xfs", "vfat", ...; "" when unknown */
	uint64_t size;		/* filesystem size in bytes, 0 when unknown */
	char uuid[40];		/* as blkid prints it; "" when none */
	char label[256];	/* NUL-terminated, "" when none */
	int mountable;		/* 0 for swap and LUKS: known, but not a root */
};

/*
 * Probe a buffer holding the first `len' bytes of a device (at most
 * FSPROBE_READ are looked at).  Returns 1 and fills *fi when a filesystem
 * is recognised, 0 when none is.  Never reads past len.
 */
int fs_probe_buf(const unsigned char *buf, size_t len, struct fsinfo *fi);

/* Read the start of the device open on fd and probe it; -1 on read error. */
int fs_probe_fd(int fd, struct fsinfo *fi);

struct partinfo {
	int num;		/* partition number as the kernel counts it (1..) */
	uint64_t start;		/* first 512-byte sector */
	uint64_t sectors;	/* length in 512-byte sectors */
	char uuid[40];		/* PARTUUID as the kernel formats it */
	/* PARTLABEL (GPT name, UTF-8: 36 UTF-16 units); "" for MBR */
	char label[112];
	char type[37];		/* GPT: the type GUID, lower case; "" for MBR */
	uint64_t attrs;		/* GPT: the attribute bits; 0 for MBR */
};

/*
 * Parse the partition table of a whole disk from a buffer holding its
 * start (`len' bytes; GPT needs sector 1 and its entry array, which
 * usually lies within the first 32 KiB; `sector' is the logical sector
 * size: 512, 1024, 2048 or 4096, anything else gives 0).  Fills up to
 * `max' entries and returns how many partitions there are (possibly more
 * than max), 0 when there is no table.  Partitions are numbered as the
 * kernel numbers them: GPT entry index + 1; MBR primaries 1-4, logical
 * partitions from 5 (an extended partition itself is 2 sectors long, as
 * the kernel shows it).  Logical partitions whose boot records lie past
 * the buffer are not seen: part_scan_fd reads them from the disk.
 */
int part_parse_buf(const unsigned char *buf, size_t len, unsigned int sector,
		   struct partinfo *parts, int max);

/*
 * Read the disk open on fd and parse its table; -1 on read error.  The
 * sector size comes from BLKSSZGET (512 for a regular file); with the
 * disk's size known, a GPT whose primary header is damaged is read from
 * its backup at the end of the disk, as the kernel does.
 */
int part_scan_fd(int fd, struct partinfo *parts, int max);

#endif
