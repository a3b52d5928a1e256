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

/* No device ever comes: every wait ends at once. */
void devwait_start(struct devwait *w, long long limit_ms)
{
	w->start = 0;
	w->limit = limit_ms;
	w->slept_us = 0;
	w->fd = -1;
}

int devwait(struct devwait *w)
{
	(void)w;
	return 0;
}

void devwait_stop(struct devwait *w)
{
	(void)w;
}

long long device_wait_ms;

void devwait_last_resort(struct devwait *w)
{
	(void)w;
}

/* No EFI variables here: never mount efivarfs on the fuzzing machine. */
const char *gpt_loader_partuuid(void)
{
	return "";
}
