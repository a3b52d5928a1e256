/* SPDX-License-Identifier: MIT */
/* fsprobe_int.h: what the filesystem and partition probes share. */
#ifndef KINIT_FSPROBE_INT_H
#define KINIT_FSPROBE_INT_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "byteorder.h"
#include "fsprobe.h"

/*
 * The fuzz build (kinit/fuzz/run) accepts wrong checksums, so that its
 * mutations reach the tables behind them instead of dying at the CRC.
 */
#ifdef FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
#define FSP_FUZZING	1
#else
#define FSP_FUZZING	0
#endif

/* The largest read a probe may ask of fsp_read beyond the buffer. */
#define FSP_SCRATCH	4096
/* What fs_probe_fd reads at once of a device it can read again. */
#define FSP_HEAD	4096

/*
 * Where a probe reads from: the start of the device in memory and, when
 * the device itself is open, the rest of it through pread.  fd is -1 for
 * fs_probe_buf/part_parse_buf, so nothing beyond len is ever looked at.
 */
struct fsp_src {
	const unsigned char *buf;
	size_t len;
	int fd;
	unsigned char scratch[FSP_SCRATCH];
};

/*
 * n bytes at off, or NULL when they are not all there.  A pointer into
 * scratch is only good until the next call.
 */
const unsigned char *fsp_read(struct fsp_src *s, uint64_t off, size_t n);

/* Read n bytes at off into dst: the count read, short at the end, or -1. */
ssize_t fsp_pread(int fd, void *dst, size_t n, uint64_t off);

/* x * y, or 0 (meaning unknown) when it does not fit in 64 bits. */
static inline uint64_t fsp_mul(uint64_t x, uint64_t y)
{
	if (x && y > UINT64_MAX / x)
		return 0;
	return x * y;
}

static inline int fsp_pow2(uint64_t x)
{
	return x && !(x & (x - 1));
}

/*
 * The 16 bytes of a binary UUID as 8-4-4-4-12 lowercase hex text, the
 * byte order as stored (as blkid prints ext, xfs, btrfs, ...); "" when all
 * are zero, since blkid reports no UUID then.
 */
void fsp_uuid(char out[37], const unsigned char *u);

/*
 * A GUID, whose first three fields are little-endian, as the kernel
 * prints a GPT partition's (all zeros included).
 */
void fsp_guid(char out[37], const unsigned char *g);

/*
 * A label of at most n bytes, ending at the first NUL, trailing white
 * space removed (as blkid does); dst always ends up NUL-terminated.
 */
void fsp_label(char *dst, size_t dstsz, const unsigned char *src, size_t n);

/*
 * UTF-16 text of at most n units (little- or big-endian), ending at the
 * first NUL unit, as UTF-8.  Surrogate pairs become one character; a
 * lone surrogate becomes U+FFFD.  Output stops before a character that
 * would not fit.  Trailing white space is removed when trim is set.
 */
void fsp_utf16(char *dst, size_t dstsz, const unsigned char *src, size_t n,
	       int big_endian, int trim);

/* CRC-32 as GPT uses it (IEEE 802.3, reflected, inverted). */
uint32_t fsp_crc32(uint32_t crc, const unsigned char *p, size_t n);

/* Fill fi's fixed fields: type, mountable; the rest cleared. */
void fsp_set(struct fsinfo *fi, const char *type, int mountable);

/* One probe per filesystem family; 1 when recognised. */
int fsp_luks(struct fsp_src *s, struct fsinfo *fi);
int fsp_lvm2(struct fsp_src *s, struct fsinfo *fi);
int fsp_ext(struct fsp_src *s, struct fsinfo *fi);
int fsp_xfs(struct fsp_src *s, struct fsinfo *fi);
int fsp_btrfs(struct fsp_src *s, struct fsinfo *fi);
int fsp_f2fs(struct fsp_src *s, struct fsinfo *fi);
int fsp_erofs(struct fsp_src *s, struct fsinfo *fi);
int fsp_squashfs(struct fsp_src *s, struct fsinfo *fi);
int fsp_iso9660(struct fsp_src *s, struct fsinfo *fi);
int fsp_swap(struct fsp_src *s, struct fsinfo *fi);
int fsp_vfat(struct fsp_src *s, struct fsinfo *fi);

/*
 * Partition tables.  disk_sectors is the disk's size in logical sectors,
 * 0 when unknown (then nothing is checked against the end of the disk).
 */
int fsp_part_gpt(struct fsp_src *s, unsigned int sector,
		 uint64_t disk_sectors, struct partinfo *parts, int max);
int fsp_part_mbr(struct fsp_src *s, unsigned int sector,
		 struct partinfo *parts, int max);

#endif
