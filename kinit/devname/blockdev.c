/* SPDX-License-Identifier: MIT */
/*
 * blockdev.c: the block devices the kernel knows, from /sys/dev/block.
 *
 * Each entry there is named MAJ:MIN and links to the device's folder in
 * sysfs, whose last component is the device's name.  A partition's
 * folder is inside its disk's; a disk's is inside a "block" folder or
 * its controller's (nvme0/nvme0n1), never inside another block device's.
 * So one readdir and one readlink a device tell the numbers, the name and
 * the disk of a partition; a sysfs file is read only for a partition's
 * number and, when asked, the sizes.  (Reading every device's dev and
 * partition files as well cost a boot under TCG about 2 ms of the ~30 ms
 * kinit's own work takes: the kernel code behind each first call is
 * translated then.)
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "utils.h"

#define SYSDEV "/sys/dev/block/"

/* Read /sys/dev/block/MAJ:MIN/FILE as a number; -1 when it cannot be. */
static long long sysnum(dev_t dev, const char *file)
{
	char path[64], buf[32], *end;
	long long n;

	snprintf(path, sizeof(path), SYSDEV "%u:%u/%s", major(dev), minor(dev), file);
	if (read_file(path, buf, sizeof(buf)) < 0)
		return -1;
	n = strtoll(buf, &end, 10);
	return end == buf || n < 0 ? -1 : n;
}

/* One entry of /sys/dev/block: 1 with *b filled in, 0 to skip it. */
static int entry(const char *ent, struct blockdev *b)
{
	char path[64], link[PATH_MAX], *end, *name, *parent;
	unsigned long ma, mi;
	ssize_t l;

	ma = strtoul(ent, &end, 10);
	if (end == ent || *end != ':')
		return 0;
	name = end + 1;
	mi = strtoul(name, &end, 10);
	if (end == name || *end)
		return 0;
	snprintf(path, sizeof(path), SYSDEV "%s", ent);
	/* A link as long as the buffer may have been cut short. */
	l = readlink(path, link, sizeof(link) - 1);
	if (l <= 0 || l >= (ssize_t)sizeof(link) - 1)
		return 0;
	link[l] = '\0';
	name = strrchr(link, '/');
	if (!name || strlen(name + 1) >= sizeof(b->name))
		return 0;
	*name++ = '\0';
	parent = strrchr(link, '/');
	parent = parent ? parent + 1 : link;
	memset(b, 0, sizeof(*b));
	strcpy(b->name, name);
	b->dev = makedev(ma, mi);
	/* Which parents are disks is known once every device is listed. */
	snprintf(b->disk, sizeof(b->disk), "%s", parent);
	return 1;
}

int blockdev_list(struct blockdev *v, int max, int sizes)
{
	struct dirent *e;
	DIR *d = opendir(SYSDEV);
	long long x;
	int n = 0, i, j;

	if (!d)
		return 0;
	while ((e = readdir(d)) && n < max)
		n += entry(e->d_name, &v[n]);
	closedir(d);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++)
			if (j != i && !strcmp(v[j].name, v[i].disk))
				break;
		x = j < n ? sysnum(v[i].dev, "partition") : -1;
		if (x > 0)
			v[i].partition = (int)x;
		else
			v[i].disk[0] = '\0';
		if (sizes && (x = sysnum(v[i].dev, "size")) > 0)
			v[i].size = (unsigned long long)x * 512;
	}
	return n;
}

int blockdev_open(const struct blockdev *b, char *path, size_t size)
{
	int fd;

	snprintf(path, size, "/dev/%s", b->name);
	/* O_NONBLOCK: an empty CD drive is not asked to close its tray. */
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	/* Without devtmpfs the node may be missing: make it (never replace one). */
	if (fd < 0 && errno == ENOENT && !mknod(path, S_IFBLK | 0600, b->dev))
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	return fd;
}

int blockdev_held(dev_t dev)
{
	char path[64];
	struct dirent *e;
	DIR *d;
	int n = 0;

	snprintf(path, sizeof(path), SYSDEV "%u:%u/holders", major(dev), minor(dev));
	d = opendir(path);
	while (d && !n && (e = readdir(d)))
		n = e->d_name[0] != '.';
	if (d)
		closedir(d);
	return n;
}
