/* SPDX-License-Identifier: MIT */
/* mount_root.c: mount the root device, finding its filesystem type when not told. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/mount.h>
#include "kinit.h"
#include "utils.h"
#include "mount.h"
#include "fsprobe.h"

/* Whether the running kernel has a filesystem type (built in or loaded). */
static int kernel_has(const char *type)
{
	char buf[4096], *p;
	size_t tl = strlen(type);

	/* Cannot tell: let mount say. */
	if (read_file("/proc/filesystems", buf, sizeof(buf)) <= 0)
		return 1;
	for (p = buf; (p = strstr(p, type)); p += tl)
		if ((p == buf || p[-1] == '\t') && (p[tl] == '\n' || !p[tl]))
			return 1;
	return 0;
}

static int try_mount(const char *dev, const char *dir, const char *type,
		     unsigned long flags, const char *data)
{
	if (!mount(dev, dir, type, flags, data))
		return 0;
	/* A read-only device mounted rw: mount it ro, as the kernel does. */
	if ((errno == EACCES || errno == EROFS) && !(flags & MS_RDONLY) &&
	    !mount(dev, dir, type, flags | MS_RDONLY, data)) {
		kmsg(KWARN, "%s is write-protected, mounted read-only", dev);
		return 0;
	}
	return -1;
}

int mount_root(const char *dev, const char *dir, const char *fstype,
	       unsigned long flags, const char *data, long long wait_ms)
{
	struct fsinfo fi;
	char types[256], *t, *next, *more = NULL;
	int fd, e;

	if (!fstype || !*fstype) {
		fd = open(dev, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			kmsg(KERR, "cannot open %s: %s", dev, strerror(errno));
			return -1;
		}
		e = fs_probe_fd(fd, &fi);
		close(fd);
		if (e != 1) {
			kmsg(KERR, "no filesystem recognised on %s (corrupt superblock, "
			     "or give rootfstype=)", dev);
			return -1;
		}
		if (!fi.mountable) {
			kmsg(KERR, "%s holds %s, which is not a root filesystem", dev,
			     fi.type);
			return -1;
		}
		fstype = fi.type;
	}
	snprintf(types, sizeof(types), "%s", fstype);
	for (t = types; t; t = next) {
		next = strchr(t, ',');
		if (next)
			*next++ = '\0';
		if (!*t)
			continue;
		if (!strcmp(t, "btrfs") && !more)
			more = btrfs_device_opts(dev, data, wait_ms);
		if (!try_mount(dev, dir, t, flags, more ? more : data)) {
			kmsg(KINFO, "mounted %s (%s) on %s %s", dev, t, dir,
			     flags & MS_RDONLY ? "read-only" : "read-write");
			free(more);
			return 0;
		}
		e = errno;
		if (e == ENODEV && !kernel_has(t))
			kmsg(KERR, "cannot mount %s as %s: the kernel has no %s "
			     "(module missing from the initramfs?)", dev, t, t);
		else if (e == EINVAL)
			kmsg(KERR, "cannot mount %s as %s: wrong filesystem type, "
			     "bad option in rootflags=, or corrupt superblock", dev, t);
		else
			kmsg(KERR, "cannot mount %s as %s: %s", dev, t, strerror(e));
	}
	free(more);
	return -1;
}
