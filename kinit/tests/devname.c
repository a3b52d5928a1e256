/* SPDX-License-Identifier: MIT */
/*
 * devname.c: resolving root= forms against the block devices of the
 * machine the test runs on (read from /sys; nothing is changed).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "utils.h"
#include "../../klibc/tests/tap.h"

/*
 * The list (read from /sys/dev/block's links) against the kernel's other
 * view, /sys/class/block: the same names, each with the numbers of its
 * dev file and the number of its partition file (0 without one).
 */
static void same_as_class(const struct blockdev *v, int n)
{
	char path[300], buf[64], *end;
	struct dirent *e;
	DIR *d = opendir("/sys/class/block");
	int seen = 0, i, good = 1;
	unsigned long ma, mi;

	if (!d) {
		ok(1, "# skip no /sys/class/block here");
		return;
	}
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		seen++;
		for (i = 0; i < n && strcmp(v[i].name, e->d_name); i++)
			;
		snprintf(path, sizeof(path), "/sys/class/block/%s/dev", e->d_name);
		if (i == n || read_file(path, buf, sizeof(buf)) < 0) {
			diag("%s: %s", e->d_name, i == n ? "not listed" : "no dev file");
			good = 0;
			continue;
		}
		ma = strtoul(buf, &end, 10);
		mi = strtoul(end + 1, NULL, 10);
		if (makedev(ma, mi) != v[i].dev) {
			diag("%s: listed as %u:%u, dev says %s", e->d_name,
			     major(v[i].dev), minor(v[i].dev), buf);
			good = 0;
		}
		snprintf(path, sizeof(path), "/sys/class/block/%s/partition", e->d_name);
		if ((read_file(path, buf, sizeof(buf)) < 0 ? 0 : atoi(buf)) != v[i].partition ||
		    !v[i].partition != !v[i].disk[0]) {
			diag("%s: listed as partition %d of '%s'", e->d_name,
			     v[i].partition, v[i].disk);
			good = 0;
		}
	}
	closedir(d);
	ok(good && seen == n, "the list is /sys/class/block's: %d devices, %d listed", seen, n);
}

/* blockdev_held against /sys/class/block/NAME/holders, device by device. */
static void held_as_class(const struct blockdev *v, int n)
{
	char path[300];
	struct dirent *e;
	DIR *d;
	int i, h, good = 1, held = 0;

	for (i = 0; i < n; i++) {
		snprintf(path, sizeof(path), "/sys/class/block/%s/holders", v[i].name);
		d = opendir(path);
		h = 0;
		while (d && !h && (e = readdir(d)))
			h = e->d_name[0] != '.';
		if (d)
			closedir(d);
		held += h;
		if (blockdev_held(v[i].dev) != h) {
			diag("%s: holders %d, blockdev_held says %d", v[i].name, h,
			     blockdev_held(v[i].dev));
			good = 0;
		}
	}
	ok(good, "blockdev_held is holders/ of each device (%d of %d held)", held, n);
	ok(!blockdev_held(makedev(4095, 1048575)), "... and 0 for no such device");
}

int main(void)
{
	struct blockdev v[64], w[64];
	struct rootspec r;
	const char *why;
	static const char *const big[] = {
		"2147483647", "4294967292", "-2147483648", "2147483648",
		"99999999999999999999", "-99999999999999999999", "255", "-255",
	};
	char spec[64];
	int n, i, res, disk = -1, same;

	n = blockdev_list(v, 64, 1);
	/* Without sizes: the same devices, no sysfs size read. */
	same = blockdev_list(w, 64, 0) == n;
	for (i = 0; same && i < n; i++)
		same = !strcmp(v[i].name, w[i].name) && v[i].dev == w[i].dev &&
		       v[i].partition == w[i].partition && !w[i].size;
	ok(same, "the list without sizes: %d devices, the same, each size 0", n);
	same_as_class(v, n);
	held_as_class(v, n);
	for (i = 0; i < n; i++)
		if (!v[i].partition && v[i].size && strncmp(v[i].name, "loop", 4) &&
		    strncmp(v[i].name, "ram", 3)) {
			disk = i;
			break;
		}
	is_int(devname_resolve("", &r, &why), -1, "an empty root= is an error");
	ok(why != NULL, "... with a reason");
	is_int(devname_resolve("nonsense!", &r, &why), -1, "an unknown form is an error");
	is_int(devname_resolve("PARTUUID=abc/PARTNROFF=x", &r, &why), -1, "a bad PARTNROFF");
	/* issue 15: offsets that do not fit an int, or overflow one when added */
	for (i = 0; i < (int)(sizeof(big) / sizeof(big[0])); i++) {
		snprintf(spec, sizeof(spec), "PARTUUID=abc/PARTNROFF=%s", big[i]);
		why = NULL;
		res = devname_resolve(spec, &r, &why);
		ok(res == -1 && why && strstr(why, "out of range"),
		   "PARTNROFF=%s: %s", big[i], why ? why : "taken");
	}
	is_int(devname_resolve("PARTUUID=abc/PARTNROFF=254", &r, &why), 0,
	       "PARTNROFF=254 is taken (no such PARTUUID: not yet)");
	is_int(devname_resolve("PARTUUID=abc/PARTNROFF=-254", &r, &why), 0, "... and -254");
	is_int(devname_resolve("8:x", &r, &why), -1, "a bad MAJ:MIN");
	is_int(devname_resolve("/dev/no-such-disk-here", &r, &why), 0, "a missing /dev name: not yet");
	is_int(devname_resolve("4095:1048575", &r, &why), 0, "a missing MAJ:MIN: not yet");
	/* udev's links: read as the key they stand for, or refused clearly. */
	why = NULL;
	is_int(devname_resolve("/dev/disk/by-id/virtio-root", &r, &why), -1,
	       "root=/dev/disk/by-id/ is refused");
	ok(why && strstr(why, "by-id/") && strstr(why, "UUID="),
	   "... saying what to use instead (%s)", why ? why : "no reason");
	is_int(devname_resolve("/dev/disk/by-uuid/", &r, &why), -1,
	       "an empty /dev/disk/by-uuid/ name is an error");
	is_int(devname_resolve("/dev/disk/by-label/a/b", &r, &why), -1,
	       "a by-label name with a '/' is an error");
	is_int(devname_resolve("/dev/disk/by-label/a\\x00b", &r, &why), -1,
	       "a by-label name with \\x00 is an error");
	{
		char longname[300];

		memset(longname, 'a', sizeof(longname));
		memcpy(longname, "/dev/disk/by-partlabel/", 23);
		longname[sizeof(longname) - 1] = '\0';
		is_int(devname_resolve(longname, &r, &why), -1,
		       "a by-partlabel name of 276 bytes is an error");
	}
	is_int(devname_resolve("/dev/disk/by-partuuid/abc/PARTNROFF=1", &r, &why), -1,
	       "by-partuuid/ takes no /PARTNROFF=");
	res = devname_resolve("/dev/disk/by-partlabel/no\\x20such\\x2flabel", &r, &why);
	ok(res == 0 && !strcmp(r.text, "/dev/disk/by-partlabel/no\\x20such\\x2flabel"),
	   "a by-partlabel name no partition has: not yet, root= kept as given");
	is_int(devname_resolve("/dev/disk/by-partuuid/0badc0de-01", &r, &why), 0,
	       "by-partuuid/ of no partition: not yet");
	if (disk < 0) {
		ok(1, "# skip no block device on this machine");
		return done();
	}
	snprintf(spec, sizeof(spec), "/dev/%s", v[disk].name);
	is_int(devname_resolve(spec, &r, &why), 1, "root=/dev/<disk>");
	ok(r.dev == v[disk].dev && !strcmp(r.name, v[disk].name), "... the right device");
	snprintf(spec, sizeof(spec), "%u:%u", major(v[disk].dev), minor(v[disk].dev));
	is_int(devname_resolve(spec, &r, &why), 1, "root=MAJ:MIN");
	ok(r.dev == v[disk].dev, "... the right device");
	if (major(v[disk].dev) < 4096 && minor(v[disk].dev) < 256) {
		snprintf(spec, sizeof(spec), "%x%02x", major(v[disk].dev), minor(v[disk].dev));
		is_int(devname_resolve(spec, &r, &why), 1, "root=<hex>");
		ok(r.dev == v[disk].dev, "... the right device (%s)", spec);
	}
	{
		struct stat st;
		char path[64];
		int fd = blockdev_open(&v[disk], path, sizeof(path));

		snprintf(spec, sizeof(spec), "/dev/%s", v[disk].name);
		if (fd < 0 && (errno == EACCES || errno == EPERM))
			ok(1, "# skip %s: not readable by this user", spec);
		else
			ok(fd >= 0 && !strcmp(path, spec) && !fstat(fd, &st) &&
			   S_ISBLK(st.st_mode) && st.st_rdev == v[disk].dev,
			   "blockdev_open opens %s, the device listed", path);
		if (fd >= 0)
			close(fd);
	}
	return done();
}
