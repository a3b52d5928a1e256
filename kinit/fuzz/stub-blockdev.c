/* SPDX-License-Identifier: MIT */
/*
 * stub-blockdev.c: no block devices, for the fuzz targets that link code
 * which scans them (devname, md): a fuzzer must never read this machine's
 * disks, and the parsers under test never need one.
 */
#include <stddef.h>
#include <sys/types.h>

#include "kinit.h"

int blockdev_list(struct blockdev *v, int max, int sizes)
{
	(void)v; (void)max; (void)sizes;
	return 0;
}

int blockdev_open(const struct blockdev *b, char *path, size_t size)
{
	(void)b; (void)path; (void)size;
	return -1;
}

int blockdev_held(dev_t dev)
{
	(void)dev;
	return 0;
}
