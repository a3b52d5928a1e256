/* SPDX-License-Identifier: MIT */
/* fuzz-probe.c: libFuzzer target for the filesystem and partition probes. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fsprobe.h"

/* What every caller may rely on, whatever the disk says. */
static void check_fs(const struct fsinfo *fi, int r)
{
	if (r != 0 && r != 1)
		__builtin_trap();
	if (!memchr(fi->type, 0, sizeof(fi->type)) ||
	    !memchr(fi->uuid, 0, sizeof(fi->uuid)) ||
	    !memchr(fi->label, 0, sizeof(fi->label)))
		__builtin_trap();
	if (r == 0 && fi->type[0])
		__builtin_trap();
	if (r == 1 && !fi->type[0])
		__builtin_trap();
}

static void check_parts(const struct partinfo *p, int n, int max)
{
	int i;

	if (n < 0 || n > 255)
		__builtin_trap();
	for (i = 0; i < n && i < max; i++) {
		if (p[i].num < 1 || p[i].num > 255 ||
		    !memchr(p[i].uuid, 0, sizeof(p[i].uuid)) ||
		    !memchr(p[i].label, 0, sizeof(p[i].label)))
			__builtin_trap();
	}
}

static int memfd = -1;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct partinfo parts[16];
	struct fsinfo fi;
	int r;

	r = fs_probe_buf(data, size, &fi);
	check_fs(&fi, r);
	r = part_parse_buf(data, size, 512, parts, 16);
	check_parts(parts, r, 16);
	r = part_parse_buf(data, size, 4096, parts, 16);
	check_parts(parts, r, 16);

	/*
	 * The same input as a file: the probes then read beyond the first
	 * 128 KiB (a FAT32 root directory, logical partitions, the backup
	 * GPT at the end) through pread.
	 */
	if (memfd < 0)
		memfd = memfd_create("fuzz-probe", 0);
	if (memfd < 0 || ftruncate(memfd, 0) ||
	    pwrite(memfd, data, size, 0) != (ssize_t)size)
		return 0;
	r = fs_probe_fd(memfd, &fi);
	if (r != -1)
		check_fs(&fi, r);
	r = part_scan_fd(memfd, parts, 16);
	if (r != -1)
		check_parts(parts, r, 16);
	return 0;
}
