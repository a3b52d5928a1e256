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
	char label[72];		/* PARTLABEL (GPT name, UTF-8); "" for MBR */
};

/*
 * Parse the partition table of a whole disk from a buffer holding its
 * start (`len' bytes; GPT needs sector 1 and its entry array, which
 * usually lies within the first 32 KiB; `sector' is the logical sector
 * size).  Fills up to `max' entries and returns how many partitions there
 * are (possibly more than max), 0 when there is no table.
 */
int part_parse_buf(const unsigned char *buf, size_t len, unsigned int sector,
		   struct partinfo *parts, int max);

/* Read the disk open on fd and parse its table; -1 on read error. */
int part_scan_fd(int fd, struct partinfo *parts, int max);

#endif
