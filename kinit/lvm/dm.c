/* SPDX-License-Identifier: MIT */
/*
 * dm.c: a device-mapper device from a table, by the ioctls of
 * /dev/mapper/control (linux/dm-ioctl.h): create it, load its table,
 * resume it, as libdevmapper does for `dmsetup create'.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <linux/dm-ioctl.h>
#include "kinit.h"
#include "utils.h"
#include "dm.h"

#define DM_BUF	16384

static int control(void)
{
	char buf[32], *end;
	unsigned long ma, mi;
	int fd = open("/dev/mapper/control", O_RDWR | O_CLOEXEC);

	if (fd >= 0 || errno != ENOENT)
		return fd;
	/* No devtmpfs node: make it from the misc device's number. */
	if (read_file("/sys/class/misc/device-mapper/dev", buf, sizeof(buf)) <= 0)
		return -1;
	ma = strtoul(buf, &end, 10);
	if (*end != ':')
		return -1;
	mi = strtoul(end + 1, NULL, 10);
	mkdir("/dev/mapper", 0755);
	mknod("/dev/mapper/control", S_IFCHR | 0600, makedev(ma, mi));
	return open("/dev/mapper/control", O_RDWR | O_CLOEXEC);
}

int dm_available(void)
{
	return !access("/dev/mapper/control", F_OK) ||
	       !access("/sys/class/misc/device-mapper", F_OK);
}

static struct dm_ioctl *begin(void *buf, const char *name)
{
	struct dm_ioctl *io = buf;

	memset(buf, 0, DM_BUF);
	io->version[0] = DM_VERSION_MAJOR;
	io->data_size = DM_BUF;
	io->data_start = sizeof(*io);
	snprintf(io->name, sizeof(io->name), "%s", name);
	return io;
}

/* The targets of `table' (lines "START LENGTH TYPE PARAMS") after io. */
static int targets(struct dm_ioctl *io, const char *table)
{
	char *at = (char *)io + io->data_start, *end = (char *)io + DM_BUF;
	struct dm_target_spec *t;
	unsigned long long start, len;
	const char *p = table, *nl, *type;
	char *q;
	size_t n, tl;

	for (; *p; p = *nl ? nl + 1 : nl) {
		nl = strchr(p, '\n');
		if (!nl)
			nl = p + strlen(p);
		start = strtoull(p, &q, 10);
		if (*q != ' ')
			return -1;
		len = strtoull(q + 1, &q, 10);
		if (*q != ' ')
			return -1;
		type = q + 1;
		tl = strcspn(type, " \n");
		if (!tl || tl >= DM_MAX_TYPE_NAME || type[tl] != ' ')
			return -1;
		p = type + tl + 1;
		t = (struct dm_target_spec *)at;
		n = (size_t)(nl - p);
		if ((size_t)(end - at) < sizeof(*t) + n + 8)
			return -1;
		memset(t, 0, sizeof(*t));
		t->sector_start = start;
		t->length = len;
		memcpy(t->target_type, type, tl);
		memcpy(t + 1, p, n);
		((char *)(t + 1))[n] = '\0';
		/* The next one starts 8-aligned after this one's text. */
		t->next = (uint32_t)((sizeof(*t) + n + 1 + 7) & ~(size_t)7);
		at += t->next;
		io->target_count++;
	}
	return io->target_count ? 0 : -1;
}

int dm_create(const char *name, const char *uuid, const char *table,
	      int readonly, dev_t *dev, const char **why)
{
	static unsigned long long buf[DM_BUF / sizeof(unsigned long long)];
	struct dm_ioctl *io;
	int fd = control(), err;

	if (fd < 0) {
		*why = "no /dev/mapper/control (dm_mod not loaded?)";
		return -1;
	}
	io = begin(buf, name);
	snprintf(io->uuid, sizeof(io->uuid), "%s", uuid);
	if (ioctl(fd, DM_DEV_CREATE, io)) {
		*why = errno == EBUSY ? "a device of that name exists" :
					"the device mapper refused to make it";
		close(fd);
		return -1;
	}
	*dev = makedev((unsigned int)((io->dev & 0xfff00) >> 8),
		       (unsigned int)((io->dev & 0xff) | ((io->dev >> 12) & 0xfff00)));
	io = begin(buf, name);
	if (readonly)
		io->flags |= DM_READONLY_FLAG;
	if (targets(io, table)) {
		*why = "its table is malformed or too long";
		err = -1;
	} else if (ioctl(fd, DM_TABLE_LOAD, io)) {
		*why = "the device mapper refused its table";
		err = -1;
	} else {
		/* Resuming the device makes the loaded table live. */
		io = begin(buf, name);
		err = ioctl(fd, DM_DEV_SUSPEND, io);
		if (err)
			*why = "the device mapper could not start it";
	}
	if (err) {
		io = begin(buf, name);
		ioctl(fd, DM_DEV_REMOVE, io);
	}
	close(fd);
	return err ? -1 : 0;
}
