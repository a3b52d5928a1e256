/* SPDX-License-Identifier: MIT */
/*
 * devname.c: turning a root= value into a block device, in every form the
 * kernel documents (Documentation/admin-guide/kernel-parameters.txt,
 * "root=") and also UUID= and LABEL= of the filesystem, which the kernel
 * itself cannot resolve.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <linux/fs.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "fsprobe.h"
#include "md.h"

#define MAXDEV 256
/*
 * The kernel numbers partitions 1 to DISK_MAX_PARTS - 1 (255), and so do
 * the partition tables' readers: no PARTNROFF= beyond this leads from one
 * partition to another, and within it number + offset cannot overflow.
 */
#define PARTNROFF_MAX 254

long long devname_probe_us;

static int found(struct rootspec *r, const struct blockdev *b)
{
	struct stat st;

	r->dev = b->dev;
	snprintf(r->name, sizeof(r->name), "%s", b->name);
	snprintf(r->path, sizeof(r->path), "/dev/%s", b->name);
	/* Without devtmpfs the node may be missing: make it (never replace one). */
	if (stat(r->path, &st) && errno == ENOENT)
		mknod(r->path, S_IFBLK | 0600, b->dev);
	return 1;
}

static int all_hex(const char *s)
{
	if (!*s)
		return 0;
	for (; *s; s++)
		if (!isxdigit((unsigned char)*s))
			return 0;
	return 1;
}

/*
 * Read the partition table of the whole disk b into parts (up to 128
 * entries); how many there are, 0 when none or when it cannot be read.
 */
static int read_table(const struct blockdev *b, struct partinfo *parts)
{
	char path[64];
	long long t, us;
	int np, fd;

	/* Reading the partition table: the kernel's share, as a probe. */
	t = now_ms();
	us = now_us();
	fd = blockdev_open(b, path, sizeof(path));
	if (fd < 0)
		return 0;
	np = part_scan_fd(fd, parts, 128);
	close(fd);
	devname_probe_us += now_us() - us;
	timing_item("probes", b->name, t, now_ms());
	return np < 0 ? 0 : np > 128 ? 128 : np;
}

/* The device of partition num of the disk named disk, once it exists. */
static int partition_of(const char *disk, int num, struct blockdev *v,
			int n, struct rootspec *r)
{
	int k;

	for (k = 0; k < n; k++)
		if (v[k].partition == num && !strcmp(v[k].disk, disk))
			return found(r, &v[k]);
	return 0;
}

/* Find the partition tables' entry for PARTUUID= or PARTLABEL=. */
static int by_partition(const char *want, int is_uuid, int offset,
			struct blockdev *v, int n, struct rootspec *r)
{
	struct partinfo parts[128];
	int i, j, np;

	for (i = 0; i < n; i++) {
		if (v[i].partition)
			continue;
		np = read_table(&v[i], parts);
		for (j = 0; j < np; j++) {
			if (is_uuid ? strcasecmp(parts[j].uuid, want)
				    : strcmp(parts[j].label, want))
				continue;
			if (partition_of(v[i].name, parts[j].num + offset, v, n, r))
				return 1;
		}
	}
	return 0;
}

/*
 * root=gpt-auto: the root partition by its type (devname/gptauto.c), on
 * the disk of the boot loader's partition when the loader said which it
 * is, else on the one disk that has one: root partitions on two disks
 * are refused.
 */
static int by_type(struct blockdev *v, int n, struct rootspec *r,
		   const char **why)
{
	static char two[160];
	struct partinfo parts[128];
	const char *type = gpt_root_type(NULL), *loader;
	int i, j, k, np, disk = -1, num = 0, ro = 0;

	if (!type) {
		*why = "this architecture has no root partition type in the "
		       "Discoverable Partitions Specification: name the root "
		       "with root=";
		return -1;
	}
	loader = gpt_loader_partuuid();
	for (i = 0; i < n; i++) {
		if (v[i].partition)
			continue;
		np = read_table(&v[i], parts);
		if (*loader) {
			for (k = 0; k < np && strcasecmp(parts[k].uuid, loader); k++)
				;
			if (k == np)
				continue;	/* not the loader's disk */
		}
		j = gpt_auto_pick(parts, np, type);
		if (j < 0)
			continue;
		if (disk >= 0) {
			int lo = strcmp(v[disk].name, v[i].name) < 0;

			snprintf(two, sizeof(two), "root partitions (type %s) on "
				 "%s and %s: name the root with root=", type,
				 v[lo ? disk : i].name, v[lo ? i : disk].name);
			*why = two;
			return -1;
		}
		disk = i;
		num = parts[j].num;
		ro = !!(parts[j].attrs & GPT_FLAG_READ_ONLY);
	}
	if (disk < 0 || !partition_of(v[disk].name, num, v, n, r))
		return 0;
	r->readonly = ro;
	return 1;
}

/* Probe every block device for a filesystem with this UUID or LABEL. */
static int by_filesystem(const char *want, int is_uuid, struct blockdev *v,
			 int n, struct rootspec *r)
{
	struct fsinfo fi;
	struct md_sb sb;
	const char *why;
	char path[64];
	unsigned long long size;
	long long t, us;
	int i, fd, hit;

	for (i = 0; i < n; i++) {
		/* Opening, asking and reading the device: the kernel's share. */
		t = now_ms();
		us = now_us();
		fd = blockdev_open(&v[i], path, sizeof(path));
		/* An empty device (a loop device, a drive without media). */
		hit = 0;
		if (fd >= 0 && !ioctl(fd, BLKGETSIZE64, &size) && size)
			hit = fs_probe_fd(fd, &fi) == 1 &&
			      (is_uuid ? !strcasecmp(fi.uuid, want)
				       : !strcmp(fi.label, want)) &&
			      /* a mirror's member shows the array's
			       * filesystem: it is the array's, not its own */
			      md_sb_read(fd, &sb, &why) <= 0;
		else
			size = 0;
		if (fd >= 0)
			close(fd);
		devname_probe_us += now_us() - us;
		if (!size)
			continue;
		timing_item("probes", v[i].name, t, now_ms());
		if (hit) {
			/* What mount_root would probe again: carry it. */
			if (fi.mountable)
				snprintf(r->fstype, sizeof(r->fstype), "%s", fi.type);
			return found(r, &v[i]);
		}
	}
	return 0;
}

/*
 * udev's links for the same keys, which initramfs-tools and dracut accept
 * (their udev makes them) and which fstab files use: /dev/disk/by-uuid/X
 * is UUID=X, and so on.  udev writes a byte it does not keep in a name
 * as \xHH (a label's space as \x20); the key gets the byte back.  NULL
 * when spec is no such link; *why is set when it is one kinit cannot
 * follow (by-id/, by-path/: udev's rules name those from the hardware).
 */
static const char *udev_link(const char *spec, char *key, size_t size,
			     const char **why)
{
	static const char *const links[][2] = {
		{ "/dev/disk/by-uuid/", "UUID=" },
		{ "/dev/disk/by-label/", "LABEL=" },
		{ "/dev/disk/by-partuuid/", "PARTUUID=" },
		{ "/dev/disk/by-partlabel/", "PARTLABEL=" },
	};
	const char *p;
	char hex[3] = "";
	size_t i, n, len;

	if (strncmp(spec, "/dev/disk/", 10))
		return NULL;
	for (i = 0; i < sizeof(links) / sizeof(links[0]); i++) {
		len = strlen(links[i][0]);
		if (strncmp(spec, links[i][0], len))
			continue;
		n = strlen(links[i][1]);
		memcpy(key, links[i][1], n);
		for (p = spec + len; *p && *p != '/' && n < size - 1; p++) {
			key[n] = *p;
			if (p[0] == '\\' && p[1] == 'x' && isxdigit((unsigned char)p[2]) &&
			    isxdigit((unsigned char)p[3])) {
				memcpy(hex, p + 2, 2);
				key[n] = (char)strtoul(hex, NULL, 16);
				p += 3;
			}
			if (!key[n++])
				break;	/* \x00 */
		}
		key[n] = '\0';
		if (*p || p == spec + len) {
			*why = "a /dev/disk/by-*/ link must be one name, not "
			       "empty, without '/' or \\x00, under 256 bytes";
			return NULL;
		}
		return key;
	}
	*why = "/dev/disk/by-id/, by-path/ and the other links of udev's "
	       "rules are not known to kinit: name the root by UUID=, "
	       "LABEL=, PARTUUID=, PARTLABEL= (or their /dev/disk/by-*/ "
	       "links) or its kernel name";
	return NULL;
}

int devname_resolve(const char *spec, struct rootspec *r, const char **why)
{
	static struct blockdev v[MAXDEV];
	struct stat st;
	char name[64], *end;
	unsigned long ma, mi, x;
	long off;
	int n, i, offset = 0;
	dev_t want = 0;

	memset(r, 0, sizeof(*r));
	r->text = spec;
	*why = NULL;
	if (!spec || !*spec) {
		*why = "no root= given";
		return -1;
	}
	if (!strncmp(spec, "/dev/disk/", 10)) {
		static char key[10 + 256];
		int res;

		if (!udev_link(spec, key, sizeof(key), why))
			return -1;
		res = devname_resolve(key, r, why);
		r->text = spec;
		return res;
	}
	n = blockdev_list(v, MAXDEV, 0);

	if (!strncmp(spec, "PARTUUID=", 9)) {
		const char *u = spec + 9, *slash = strchr(u, '/');

		snprintf(name, sizeof(name), "%.*s",
			 (int)(slash ? (size_t)(slash - u) : strlen(u)), u);
		if (slash) {
			if (strncmp(slash, "/PARTNROFF=", 11)) {
				*why = "PARTUUID= may be followed only by /PARTNROFF=n";
				return -1;
			}
			errno = 0;
			off = strtol(slash + 11, &end, 10);
			if (*end || end == slash + 11) {
				*why = "PARTNROFF= needs a number";
				return -1;
			}
			if (errno == ERANGE || off < -PARTNROFF_MAX ||
			    off > PARTNROFF_MAX) {
				*why = "PARTNROFF= is out of range "
				       "(-254 to 254)";
				return -1;
			}
			offset = (int)off;
		}
		if (!*name) {
			*why = "PARTUUID= is empty";
			return -1;
		}
		return by_partition(name, 1, offset, v, n, r);
	}
	if (!strncmp(spec, "PARTLABEL=", 10))
		return by_partition(spec + 10, 0, 0, v, n, r);
	if (!strcmp(spec, "gpt-auto"))
		return by_type(v, n, r, why);
	if (!strncmp(spec, "UUID=", 5))
		return by_filesystem(spec + 5, 1, v, n, r);
	if (!strncmp(spec, "LABEL=", 6))
		return by_filesystem(spec + 6, 0, v, n, r);

	if (!strncmp(spec, "/dev/", 5)) {
		/* Kernel names with a slash (cciss/c0d0) appear with a '!'. */
		snprintf(name, sizeof(name), "%s", spec + 5);
		for (end = name; *end; end++)
			if (*end == '/')
				*end = '!';
		for (i = 0; i < n; i++)
			if (!strcmp(v[i].name, name))
				return found(r, &v[i]);
		if (!name[0]) {
			*why = "root=/dev/ names no device";
			return -1;
		}
		/* A link to one, as /dev/mapper/VG-LV and /dev/VG/LV are. */
		if (!stat(spec, &st) && S_ISBLK(st.st_mode))
			for (i = 0; i < n; i++)
				if (v[i].dev == st.st_rdev) {
					found(r, &v[i]);
					if (strlen(spec) < sizeof(r->path))
						strcpy(r->path, spec);
					return 1;
				}
		return 0;
	}
	if (strchr(spec, ':')) {
		ma = strtoul(spec, &end, 10);
		if (end == spec || *end != ':') {
			*why = "MAJ:MIN must be two decimal numbers";
			return -1;
		}
		mi = strtoul(end + 1, &end, 10);
		if (*end) {
			*why = "MAJ:MIN must be two decimal numbers";
			return -1;
		}
		want = makedev(ma, mi);
	} else if (all_hex(spec)) {
		/* The kernel's new_decode_dev() of a hexadecimal number. */
		x = strtoul(spec, NULL, 16);
		want = makedev((x & 0xfff00) >> 8, (x & 0xff) | ((x >> 12) & 0xfff00));
	} else {
		*why = "not a form root= takes (/dev/name, MAJ:MIN, hex, "
		       "PARTUUID=, PARTLABEL=, UUID=, LABEL=)";
		return -1;
	}
	for (i = 0; i < n; i++)
		if (v[i].dev == want)
			return found(r, &v[i]);
	return 0;
}

void devname_table(void)
{
	static struct blockdev v[MAXDEV];
	struct partinfo parts[128];
	struct fsinfo fi;
	char path[64], size[16], luks[128] = "";
	int n, i, j, fd, np;

	n = blockdev_list(v, MAXDEV, 1);
	kmsg(KERR, "block devices found: %d", n);
	if (!n)
		return;
	kmsg(KERR, "  %-10s %-7s %8s %-11s %-36s %-16s %-36s %s", "NAME",
	     "MAJ:MIN", "SIZE", "TYPE", "UUID", "LABEL", "PARTUUID", "PARTLABEL");
	for (i = 0; i < n; i++) {
		struct partinfo *p = NULL;
		unsigned long long s = v[i].size;

		memset(&fi, 0, sizeof(fi));
		fd = blockdev_open(&v[i], path, sizeof(path));
		if (fd >= 0) {
			fs_probe_fd(fd, &fi);
			close(fd);
		}
		if (v[i].partition) {
			snprintf(path, sizeof(path), "/dev/%s", v[i].disk);
			fd = open(path, O_RDONLY | O_CLOEXEC);
			np = fd >= 0 ? part_scan_fd(fd, parts, 128) : 0;
			if (fd >= 0)
				close(fd);
			for (j = 0; j < np && j < 128; j++)
				if (parts[j].num == v[i].partition)
					p = &parts[j];
		}
		if (s >= 10ULL << 30)
			snprintf(size, sizeof(size), "%lluG", s >> 30);
		else if (s >= 10ULL << 20)
			snprintf(size, sizeof(size), "%lluM", s >> 20);
		else
			snprintf(size, sizeof(size), "%lluK", s >> 10);
		kmsg(KERR, "  %-10s %3u:%-3u %8s %-11s %-36s %-16s %-36s %s",
		     v[i].name, major(v[i].dev), minor(v[i].dev), size,
		     fi.type[0] ? fi.type : "-", fi.uuid[0] ? fi.uuid : "-",
		     fi.label[0] ? fi.label : "-", p && p->uuid[0] ? p->uuid : "-",
		     p && p->label[0] ? p->label : "-");
		if (!strcmp(fi.type, "crypto_LUKS") &&
		    strlen(luks) + strlen(v[i].name) + 3 < sizeof(luks))
			snprintf(luks + strlen(luks), sizeof(luks) - strlen(luks),
				 "%s%s", luks[0] ? ", " : "", v[i].name);
	}
	/* What a Debian installer's encrypted LVM looks like from here. */
	if (luks[0])
		kmsg(KERR, "encrypted (LUKS): %s; kinit does not unlock encrypted "
		     "devices: a root inside one needs an initramfs with cryptsetup "
		     "(initramfs-tools with cryptsetup-initramfs, or dracut)", luks);
}
