/* SPDX-License-Identifier: MIT */
/* stageinit: the test root's init for the resume, md, initrd and /usr cases. */
/*
 * As /sbin/init (PID 1) it prints one line per mount that kinit made
 * besides the root and the API filesystems,
 *
 *   KINIT-MOUNT dir=/usr src=/dev/vdb fstype=ext4 mode=ro
 *
 * then, with stageinit.hibernate=DEV on the command line, hibernates to
 * the swap device DEV (swapon, /sys/power/resume, /sys/power/state) with
 * a random token kept only in its memory.  DEV may be a swap file on a
 * filesystem mounted read-write: the image then goes to the file's
 * filesystem device at the file's first block (FIBMAP, in pages), set in
 * /sys/power/resume_offset and announced as
 *
 *   KINIT-SWAPFILE offset=<pages>      what resume_offset= must say
 *
 * and the markers are
 *
 *   KINIT-HIBERNATING token=<uuid>     before the image is written
 *   KINIT-RESUMED token=<uuid>         after the kernel restored it
 *
 * so a resumed boot proves itself by printing the first boot's token.
 * With stageinit.sum=DEV,DEV,... it prints each device's CRC-32 (as gzip
 * computes it), so a case can prove that kinit wrote nothing there:
 *
 *   KINIT-SUM /dev/vdb crc32=1a2b3c4d
 *
 * With stageinit.btrfs-add=DEV it adds the device DEV to the btrfs root
 * (mounted read-write), as `btrfs device add' does, and prints
 *
 *   KINIT-BTRFS-ADDED /dev/vdb
 *
 * so that a case can lay out a btrfs on two devices without btrfs-progs,
 * whose mkfs.btrfs fills only a filesystem on one device.
 *
 * With stageinit.btrfs-snapshot=NAME it makes /NAME a snapshot of the
 * btrfs root's subvolume, as `btrfs subvolume snapshot / /NAME' does (a
 * root in a subvolume, as Debian's installer lays btrfs out, without
 * btrfs-progs 6.2's mkfs, which cannot make one), and prints
 *
 *   KINIT-BTRFS-SNAPSHOT @rootfs
 *
 * Last it runs /sbin/rootinit (the usual marker and power-off).
 *
 * Run as linuxrc (argv[0] ending in "linuxrc", from an old-style initrd),
 * it prints KINIT-LINUXRC with its root's mount and exits; with
 * stageinit.realroot=N it first writes N (the kernel's encoding of a
 * device number) to /proc/sys/kernel/real-root-dev to pick the root.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <linux/btrfs.h>
#include <zlib.h>
/* slurp, field, next_line, mountinfo_cut and tab, from rootinit.c */
#define ROOTINIT_SHARED_ONLY
#include "rootinit.c"

/* The library has the system calls but no <sys/swap.h>. */
int swapon(const char *path, int flags);
int swapoff(const char *path);
#ifndef FIBMAP
#define FIBMAP 1	/* <linux/fs.h>: a file's block to the device's block */
#endif

static int con = 1;

static void out(const char *a, const char *b, const char *c)
{
	char line[512];
	size_t n = 0;
	const char *s[3] = { a, b, c };
	int i;

	for (i = 0; i < 3; i++) {
		size_t l = s[i] ? strlen(s[i]) : 0;

		if (l > sizeof(line) - 2 - n)
			l = sizeof(line) - 2 - n;
		memcpy(line + n, s[i], l);
		n += l;
	}
	line[n++] = '\n';
	(void)!write(con, line, n);
}

static int put_file(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = write(fd, text, strlen(text));
	close(fd);
	return n == (ssize_t)strlen(text) ? 0 : -1;
}

static int api_dir(const char *d)
{
	static const char *const api[] = { "/proc", "/sys", "/dev", "/run" };
	size_t i, l;

	if (!strcmp(d, "/"))
		return 1;
	for (i = 0; i < sizeof(api) / sizeof(api[0]); i++) {
		l = strlen(api[i]);
		if (!strncmp(d, api[i], l) && (!d[l] || d[l] == '/'))
			return 1;
	}
	return 0;
}

/* One KINIT-MOUNT line per mount that is not / or an API filesystem. */
static void report_mounts(const char *only)
{
	struct mountinfo m;
	char *p, *l, line[400];

	if (slurp("/proc/self/mountinfo", tab, sizeof(tab)) <= 0)
		return;
	for (p = tab; (l = next_line(&p));) {
		mountinfo_cut(l, &m);
		if (only ? strcmp(m.dir, only) : api_dir(m.dir))
			continue;
		line[0] = 0;
		strncat(line, " src=", sizeof(line) - 1);
		strncat(line, m.src, sizeof(line) - strlen(line) - 1);
		strncat(line, " fstype=", sizeof(line) - strlen(line) - 1);
		strncat(line, m.type, sizeof(line) - strlen(line) - 1);
		strncat(line, strncmp(m.opts, "ro", 2) ? " mode=rw" : " mode=ro",
			sizeof(line) - strlen(line) - 1);
		out(only ? "KINIT-LINUXRC root=/" : "KINIT-MOUNT dir=",
		    only ? "" : m.dir, line);
	}
}

static const char *errname(int e)
{
	switch (e) {
	case ENODEV: return "enodev";
	case ENOENT: return "enoent";
	case ENOMEM: return "enomem";
	case ENOSPC: return "enospc";
	case EBUSY: return "ebusy";
	case EPERM: return "eperm";
	case EINVAL: return "einval";
	default: return "error";
	}
}

/* Writes v in decimal just before end; returns where it starts. */
static char *utoa(char *end, unsigned long long v)
{
	do {
		*--end = '0' + v % 10;
		v /= 10;
	} while (v);
	return end;
}

/* Hibernate to dev; returns after the resume (or a failure). */
static void hibernate(const char *dev)
{
	static char token[64];
	char mm[32], *p;
	struct stat st;
	unsigned int a, b, i;

	if (slurp("/proc/sys/kernel/random/uuid", token, sizeof(token)) <= 0)
		memcpy(token, "no-uuid", 8);
	token[strcspn(token, "\n")] = 0;
	if (stat(dev, &st) < 0) {
		out("KINIT-HIBERNATE-FAIL stat ", dev, "");
		return;
	}
	mm[sizeof(mm) - 1] = 0;
	if (S_ISREG(st.st_mode)) {
		/* A swap file: its first block, then its filesystem's device. */
		int fd = open(dev, O_RDONLY);
		int blk = 0;

		if (fd < 0 || ioctl(fd, FIBMAP, &blk) < 0 || blk <= 0) {
			out("KINIT-HIBERNATE-FAIL fibmap ", errname(errno), "");
			return;
		}
		close(fd);
		p = utoa(mm + sizeof(mm) - 1,
			 (unsigned long long)blk * st.st_blksize / getpagesize());
		out("KINIT-SWAPFILE offset=", p, "");
		if (put_file("/sys/power/resume_offset", p) < 0) {
			out("KINIT-HIBERNATE-FAIL resume_offset ", errname(errno), "");
			return;
		}
		a = major(st.st_dev);
		b = minor(st.st_dev);
	} else {
		a = major(st.st_rdev);
		b = minor(st.st_rdev);
	}
	/* MAJ:MIN by hand: nothing of printf is needed this way. */
	p = utoa(mm + sizeof(mm) - 1, b);
	*--p = ':';
	p = utoa(p, a);
	if (put_file("/sys/power/resume", p) < 0) {
		out("KINIT-HIBERNATE-FAIL resume ", errname(errno), "");
		return;
	}
	if (swapon(dev, 0) < 0) {
		out("KINIT-HIBERNATE-FAIL swapon ", errname(errno), "");
		return;
	}
	/* The smallest image, written quickest; power off, not S4. */
	put_file("/sys/power/image_size", "0");
	put_file("/sys/power/disk", "shutdown");
	out("KINIT-HIBERNATING token=", token, "");
	sync();
	for (i = 0; i < 3; i++) {
		if (!put_file("/sys/power/state", "disk")) {
			out("KINIT-RESUMED token=", token, "");
			swapoff(dev);
			return;
		}
		if (errno != EBUSY)
			break;
		sleep(1);
	}
	out("KINIT-HIBERNATE-FAIL state ", errname(errno), "");
}

/* Add a device to the btrfs mounted on /, then write it all out. */
static void btrfs_add(const char *dev)
{
	static struct btrfs_ioctl_vol_args a;
	int fd = open("/", O_RDONLY | O_DIRECTORY);

	if (strlen(dev) >= sizeof(a.name)) {
		out("KINIT-BTRFS-FAIL ", "name too long", "");
		return;
	}
	strcpy(a.name, dev);
	if (fd < 0 || ioctl(fd, BTRFS_IOC_ADD_DEV, &a)) {
		out("KINIT-BTRFS-FAIL add: ", errname(errno), "");
		return;
	}
	syncfs(fd);
	close(fd);
	out("KINIT-BTRFS-ADDED ", dev, "");
}

/* Snapshot the btrfs subvolume mounted on / as /name, then write it out. */
static void btrfs_snapshot(const char *name)
{
	static struct btrfs_ioctl_vol_args_v2 a;
	int fd;

	if (strlen(name) >= sizeof(a.name) || strchr(name, '/')) {
		out("KINIT-BTRFS-FAIL ", "not a name", "");
		return;
	}
	strcpy(a.name, name);
	fd = open("/", O_RDONLY | O_DIRECTORY);
	a.fd = fd;
	if (fd < 0 || ioctl(fd, BTRFS_IOC_SNAP_CREATE_V2, &a)) {
		out("KINIT-BTRFS-FAIL snapshot: ", errname(errno), "");
		return;
	}
	syncfs(fd);
	close(fd);
	out("KINIT-BTRFS-SNAPSHOT ", name, "");
}

/* One KINIT-SUM line per device of a comma-separated list. */
static void sums(char *list)
{
	static unsigned char buf[65536];
	char *dev, tail[16];
	unsigned long crc;
	ssize_t n;
	int fd, i;

	for (dev = strtok(list, ","); dev; dev = strtok(NULL, ",")) {
		fd = open(dev, O_RDONLY);
		if (fd < 0) {
			out("KINIT-SUM ", dev, " crc32=unreadable");
			continue;
		}
		crc = crc32(0, NULL, 0);
		while ((n = read(fd, buf, sizeof(buf))) > 0)
			crc = crc32(crc, buf, (unsigned int)n);
		close(fd);
		memcpy(tail, " crc32=", 7);
		for (i = 7; i >= 0; i--, crc >>= 4)
			tail[7 + i] = "0123456789abcdef"[crc & 15];
		tail[15] = 0;
		out("KINIT-SUM ", dev, n < 0 ? " crc32=readerror" : tail);
	}
}

/*
 * The value of the command line's NAME= (a word of its own) copied into
 * buf, or NULL when it is absent or longer than buf.
 */
static char *param(const char *cmdline, const char *name, char *buf, size_t size)
{
	const char *p = cmdline, *v;
	size_t n = strlen(name), len;

	while ((p = strstr(p, name))) {
		v = p + n;
		if ((p == cmdline || p[-1] == ' ') && *v == '=') {
			len = strcspn(v + 1, " \n");
			if (len >= size)
				return NULL;
			memcpy(buf, v + 1, len);
			buf[len] = 0;
			return buf;
		}
		p = v;
	}
	return NULL;
}

int main(int argc, char **argv)
{
	static char cmdline[4096], value[512];
	const char *base = strrchr(argv[0], '/');
	int mounted = 0;

	base = base ? base + 1 : argv[0];
	con = open("/dev/console", O_WRONLY | O_NOCTTY);
	if (con < 0)
		con = 1;
	if (access("/proc/self", F_OK) < 0) {
		mkdir("/proc", 0555);
		mounted = !mount("proc", "/proc", "proc", 0, NULL);
	}
	slurp("/proc/cmdline", cmdline, sizeof(cmdline));
	if (!strcmp(base, "linuxrc")) {
		report_mounts("/");
		if (param(cmdline, "stageinit.realroot", value, sizeof(value))) {
			if (put_file("/proc/sys/kernel/real-root-dev", value))
				out("KINIT-LINUXRC real-root-dev: ", errname(errno), "");
			else
				out("KINIT-LINUXRC real-root-dev=", value, "");
		}
		/* Leave nothing mounted: kinit unmounts the initrd after us. */
		if (mounted)
			umount("/proc");
		return 0;
	}
	report_mounts(NULL);
	if (param(cmdline, "stageinit.sum", value, sizeof(value)))
		sums(value);
	if (param(cmdline, "stageinit.btrfs-add", value, sizeof(value)))
		btrfs_add(value);
	if (param(cmdline, "stageinit.btrfs-snapshot", value, sizeof(value)))
		btrfs_snapshot(value);
	if (param(cmdline, "stageinit.hibernate", value, sizeof(value)))
		hibernate(value);
	execv("/sbin/rootinit", argv);
	out("KINIT-ROOT-FAIL exec /sbin/rootinit: ", errname(errno), "");
	return 1;
}
