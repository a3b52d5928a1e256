/* SPDX-License-Identifier: MIT */
/*
 * btrfs.c: a btrfs filesystem on several devices (RAID1, or one grown by
 * `btrfs device add').  The kernel mounts it only when it knows of every
 * member: in an initramfs with udev, udev's btrfs builtin (or `btrfs
 * device scan') tells it of each device as it appears.  kinit waits for
 * the members the superblock counts (looking again whenever a device
 * appears) and names them in device= options.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "kinit.h"
#include "byteorder.h"
#include "mount.h"

#define SB_OFF		65536	/* the primary superblock */
#define SB_READ		0xd1	/* through dev_item.devid */
#define MAX_MEMBERS	16
#define MAXDEV		256

long long btrfs_wait_ms;

struct sb {
	unsigned char fsid[16];
	uint64_t devices;	/* num_devices: how many members */
	uint64_t devid;		/* dev_item.devid: which one this is */
};

static int read_sb(int fd, struct sb *sb)
{
	unsigned char b[SB_READ];

	if (pread(fd, b, sizeof(b), SB_OFF) != (ssize_t)sizeof(b) ||
	    memcmp(b + 0x40, "_BHRfS_M", 8))
		return 0;
	memcpy(sb->fsid, b + 0x20, sizeof(sb->fsid));
	sb->devices = get_le64(b + 0x88);
	sb->devid = get_le64(b + 0xc9);
	return 1;
}

/*
 * The members there now, in devid order, each once, with its path.  A
 * device with something stacked on it (an md mirror's member, whose array
 * shows the same superblock) is not a member itself.
 */
static int members(const struct sb *want, uint64_t *id, char (*path)[64])
{
	static struct blockdev v[MAXDEV];
	char p[64];
	struct sb sb;
	int nv, n = 0, i, j, fd, ok;

	nv = blockdev_list(v, MAXDEV, 0);
	for (i = 0; i < nv && n < MAX_MEMBERS; i++) {
		if (blockdev_held(v[i].dev))
			continue;
		fd = blockdev_open(&v[i], p, sizeof(p));
		if (fd < 0)
			continue;
		ok = read_sb(fd, &sb);
		close(fd);
		if (!ok || memcmp(sb.fsid, want->fsid, sizeof(sb.fsid)))
			continue;
		for (j = n; j > 0 && id[j - 1] > sb.devid; j--)
			;
		if (j > 0 && id[j - 1] == sb.devid)
			continue;
		memmove(id + j + 1, id + j, (n - j) * sizeof(*id));
		memmove(path + j + 1, path + j, (n - j) * sizeof(*path));
		id[j] = sb.devid;
		memcpy(path[j], p, sizeof(p));
		n++;
	}
	return n;
}

/* Whether the mount options (a comma-separated list) ask for degraded. */
static int degraded(const char *data)
{
	const char *p = data, *e;

	while (p && *p) {
		e = strchr(p, ',');
		if ((e ? (size_t)(e - p) : strlen(p)) == 8 && !strncmp(p, "degraded", 8))
			return 1;
		p = e ? e + 1 : NULL;
	}
	return 0;
}

char *btrfs_device_opts(const char *dev, const char *data, long long wait_ms)
{
	uint64_t id[MAX_MEMBERS];
	char path[MAX_MEMBERS][64], *opts, *p;
	struct sb root;
	struct devwait w;
	size_t len;
	int fd, ok, n, i, said = 0;

	fd = open(dev, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	ok = read_sb(fd, &root);
	close(fd);
	if (!ok || root.devices <= 1)
		return NULL;
	if (root.devices > MAX_MEMBERS)
		kmsg(KWARN, "btrfs on %s: %llu devices; kinit names at most %d",
		     dev, (unsigned long long)root.devices, MAX_MEMBERS);
	devwait_start(&w, wait_ms);
	/* one member, this one, is here: with degraded, the others may not be */
	if (degraded(data))
		devwait_last_resort(&w);
	for (;;) {
		n = members(&root, id, path);
		if ((uint64_t)n >= root.devices || n == MAX_MEMBERS)
			break;
		if (!said++)
			kmsg(KINFO, "btrfs on %s: %d of its %llu devices are here; "
			     "waiting for the others", dev, n,
			     (unsigned long long)root.devices);
		if (!devwait(&w))
			break;
	}
	devwait_stop(&w);
	btrfs_wait_ms += now_ms() - w.start;
	timing_item("probes", "btrfs members", w.start, now_ms());
	if ((uint64_t)n < root.devices)
		kmsg(KWARN, "btrfs on %s: %d of its %llu devices found (waited "
		     "%lld ms); %s", dev, n, (unsigned long long)root.devices,
		     now_ms() - w.start, degraded(data) ? "mounting it degraded, "
		     "as rootflags= asks" : "without the others only "
		     "rootflags=degraded mounts it");
	if (!n)
		return NULL;
	len = data ? strlen(data) + 1 : 1;
	for (i = 0; i < n; i++)
		len += strlen("device=,") + strlen(path[i]);
	opts = malloc(len);
	if (!opts)
		return NULL;
	p = opts;
	for (i = 0; i < n; i++)
		p += sprintf(p, "%sdevice=%s", i ? "," : "", path[i]);
	kmsg(KINFO, "btrfs on %s spans %llu devices: mounting with %s", dev,
	     (unsigned long long)root.devices, opts);
	if (data && *data)
		sprintf(p, ",%s", data);
	return opts;
}
