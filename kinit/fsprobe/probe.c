/* SPDX-License-Identifier: MIT */
/* probe.c: try each filesystem probe on the start of a device. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fsprobe_int.h"

/*
 * Strongest signatures first: LUKS and XFS own sector 0 outright, while
 * a FAT boot sector is recognised by its BPB alone and so comes last.
 * Every mkfs wipes the others' signatures, so the order only matters
 * for leftovers that mkfs missed.
 */
static int (*const probes[])(struct fsp_src *, struct fsinfo *) = {
	fsp_luks,
	fsp_xfs,
	fsp_ext,
	fsp_btrfs,
	fsp_f2fs,
	fsp_erofs,
	fsp_squashfs,
	fsp_iso9660,
	fsp_swap,
	fsp_lvm2,
	fsp_vfat,
};

static int probe_src(struct fsp_src *s, struct fsinfo *fi)
{
	size_t i;

	for (i = 0; i < sizeof(probes) / sizeof(probes[0]); i++) {
		if (probes[i](s, fi))
			return 1;
	}
	fsp_set(fi, "", 0);
	return 0;
}

int fs_probe_buf(const unsigned char *buf, size_t len, struct fsinfo *fi)
{
	struct fsp_src s;

	/* the probes never look past FSPROBE_READ, whatever they get */
	s.buf = buf;
	s.len = len < FSPROBE_READ ? len : FSPROBE_READ;
	s.fd = -1;
	return probe_src(&s, fi);
}

/*
 * Fill buf from fd: pread from 0 for a device or file; a pipe cannot
 * seek, so it is read in order.  Returns the bytes read, -1 on error.
 */
static ssize_t read_start(int fd, unsigned char *buf, size_t n, int *seekable)
{
	size_t got = 0;

	*seekable = 1;
	while (got < n) {
		ssize_t r = *seekable ? pread(fd, buf + got, n - got,
					      (off_t)got) :
			read(fd, buf + got, n - got);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && errno == ESPIPE && *seekable && !got) {
			*seekable = 0;
			continue;
		}
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

int fs_probe_fd(int fd, struct fsinfo *fi)
{
	unsigned char head[FSP_HEAD], *buf = head;
	struct fsp_src s;
	ssize_t n;
	int seekable = 1, r, e;

	fsp_set(fi, "", 0);
	/*
	 * A device or a file: its first FSP_HEAD bytes, where most
	 * signatures are, and the probes pread what else they need (on a
	 * device at boot every byte read is I/O and every buffer page a
	 * fault).  A pipe cannot be read again: all FSPROBE_READ bytes.
	 */
	if (lseek(fd, 0, SEEK_CUR) < 0 && errno == ESPIPE) {
		buf = malloc(FSPROBE_READ);
		if (!buf)
			return -1;
		n = read_start(fd, buf, FSPROBE_READ, &seekable);
	} else {
		n = read_start(fd, buf, sizeof(head), &seekable);
	}
	if (n < 0) {
		e = errno;
		r = -1;
	} else {
		s.buf = buf;
		s.len = (size_t)n;
		/* beyond the buffer (a FAT32 root directory) needs pread */
		s.fd = seekable ? fd : -1;
		r = probe_src(&s, fi);
		e = errno;
	}
	if (buf != head)
		free(buf);
	errno = e;
	return r;
}
