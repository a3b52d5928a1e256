/* SPDX-License-Identifier: MIT */
/*
 * initrd.c: the kernel's old initrd, done in user space: an image in the
 * initramfs (/initrd.image, where the kernel puts an initrd that is not a
 * cpio archive) or on the root device (load_ramdisk=1) is written to
 * /dev/ram0, inflated with the library's zlib when gzip-compressed.  The
 * RAM disk then is the root (root=/dev/ram0), or its /linuxrc runs first.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <zlib.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/sysmacros.h>
#include <linux/fs.h>
#include "kinit.h"
#include "mount.h"
#include "fsprobe.h"
#include "initrd.h"
#include "utils.h"

#define IMAGE		"/initrd.image"
#define RAMDISK		"/dev/ram0"
#define MOUNTPOINT	"/initrd"
#define CHUNK		(64 * 1024)
/* load_ramdisk=1: how long the root device (the floppy) is waited for */
#define RAMDISK_WAIT_MS	10000

/* Compressions the kernel could inflate and we cannot. */
static const char *other_compression(const unsigned char *b, size_t n)
{
	if (n >= 6 && !memcmp(b, "\xfd" "7zXZ\0", 6))
		return "xz";
	if (n >= 3 && !memcmp(b, "BZh", 3))
		return "bzip2";
	if (n >= 4 && !memcmp(b, "\x28\xb5\x2f\xfd", 4))
		return "zstd";
	if (n >= 4 && !memcmp(b, "\x02\x21\x4c\x18", 4))
		return "lz4";
	if (n >= 3 && !memcmp(b, "\x89LZ", 3))
		return "lzo";
	if (n >= 3 && !memcmp(b, "\x5d\0\0", 3))
		return "lzma";
	return NULL;
}

static int put(int out, const unsigned char *b, size_t n, uint64_t *done,
	       uint64_t limit, const char **why)
{
	if (n > limit - *done) {
		*why = "larger than the RAM disk (ramdisk_size= or brd.rd_size= "
			"makes it bigger)";
		return -1;
	}
	if (write_all(out, b, n)) {
		*why = "cannot write to the RAM disk";
		return -1;
	}
	*done += n;
	return 0;
}

static int64_t inflate_to(int in, int out, unsigned char *ib, size_t have,
			  uint64_t limit, const char **why)
{
	static unsigned char ob[CHUNK];
	uint64_t done = 0;
	z_stream z;
	ssize_t r;
	int zr = Z_OK;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, 15 + 16) != Z_OK) {
		*why = "out of memory";
		return -1;
	}
	z.next_in = ib;
	z.avail_in = (unsigned int)have;
	while (zr != Z_STREAM_END) {
		if (!z.avail_in) {
			r = read(in, ib, CHUNK);
			if (r < 0) {
				*why = "cannot read the image";
				goto fail;
			}
			if (!r) {
				*why = "truncated gzip data (the image ends too soon)";
				goto fail;
			}
			z.next_in = ib;
			z.avail_in = (unsigned int)r;
		}
		z.next_out = ob;
		z.avail_out = CHUNK;
		zr = inflate(&z, Z_NO_FLUSH);
		if (zr != Z_OK && zr != Z_STREAM_END && zr != Z_BUF_ERROR) {
			*why = "corrupt gzip data";
			goto fail;
		}
		if (put(out, ob, CHUNK - z.avail_out, &done, limit, why))
			goto fail;
	}
	inflateEnd(&z);
	return (int64_t)done;
fail:
	inflateEnd(&z);
	return -1;
}

int64_t initrd_copy(int in, int out, uint64_t limit, const char **why)
{
	static unsigned char ib[FSPROBE_READ];
	struct fsinfo fi;
	const char *comp;
	uint64_t done = 0;
	size_t have;
	ssize_t r;

	r = read_full(in, ib, sizeof(ib));
	if (r < 0) {
		*why = "cannot read the image";
		return -1;
	}
	have = (size_t)r;
	if (have < 2) {
		*why = "empty";
		return -1;
	}
	if (ib[0] == 0x1f && ib[1] == 0x8b)
		return inflate_to(in, out, ib, have, limit, why);
	comp = other_compression(ib, have);
	if (comp) {
		static char msg[80];

		snprintf(msg, sizeof(msg), "%s-compressed: only gzip and "
			 "uncompressed images load", comp);
		*why = msg;
		return -1;
	}
	/* Raw: it must at least look like a filesystem. */
	if (fs_probe_buf(ib, have, &fi) != 1 || !fi.mountable) {
		*why = "neither gzip data nor a filesystem image";
		return -1;
	}
	for (;;) {
		if (put(out, ib, have, &done, limit, why))
			return -1;
		r = read(in, ib, CHUNK);
		if (r < 0) {
			*why = "cannot read the image";
			return -1;
		}
		if (!r)
			break;
		have = (size_t)r;
	}
	return (int64_t)done;
}

/* Write the image on fd at `start' KiB to /dev/ram0; 0 or -1 (reported). */
static int load(const char *what, int in, unsigned long long start)
{
	struct rootspec r;
	const char *why;
	uint64_t size = 0;
	int64_t n;
	int out;

	if (devname_resolve(RAMDISK, &r, &why) <= 0) {
		kmsg(KERR, "initrd: no %s (the brd module is not in the "
		     "initramfs?): %s not loaded", RAMDISK, what);
		return -1;
	}
	if (start > ~0ULL / 1024 ||
	    lseek(in, (off_t)(start * 1024), SEEK_SET) < 0) {
		kmsg(KERR, "initrd: ramdisk_start=%llu: beyond %s", start, what);
		return -1;
	}
	out = open(RAMDISK, O_WRONLY | O_CLOEXEC);
	if (out < 0 || ioctl(out, BLKGETSIZE64, &size)) {
		kmsg(KERR, "initrd: %s: %s", RAMDISK, strerror(errno));
		if (out >= 0)
			close(out);
		return -1;
	}
	n = initrd_copy(in, out, size, &why);
	if (n >= 0 && fsync(out)) {
		why = "cannot write to the RAM disk";
		n = -1;
	}
	close(out);
	if (n < 0) {
		kmsg(KERR, "initrd: %s: %s; booting without it", what, why);
		return -1;
	}
	kmsg(KINFO, "initrd: %s loaded into %s (%lld KiB)", what, RAMDISK,
	     (long long)(n / 1024));
	return 0;
}

static int is_ram0(const char *root)
{
	return root && (!strcmp(root, "/dev/ram0") || !strcmp(root, "/dev/ram") ||
			 !strcmp(root, "1:0") || !strcmp(root, "0100") ||
			 !strcmp(root, "100"));
}

/* Whether the initrd stays mounted for initrd_carry(). */
static int kept;

/* Unmount the initrd; unless it is the root, give its memory back. */
static void release(const char *root)
{
	int fd;

	if (umount2(MOUNTPOINT, 0))
		umount2(MOUNTPOINT, MNT_DETACH);
	if (is_ram0(root))
		return;
	fd = open(RAMDISK, O_RDWR | O_CLOEXEC);
	if (fd >= 0) {
		ioctl(fd, BLKFLSBUF, 0);
		close(fd);
	}
}

/* Run the initrd's /linuxrc as the kernel did; returns the root to use. */
static const char *linuxrc(const char *root)
{
	static char picked[32];
	char buf[32];
	pid_t pid;
	int st;
	unsigned long v;

	mkdir(MOUNTPOINT, 0755);
	if (mount_root(RAMDISK, MOUNTPOINT, NULL, MS_SILENT, NULL, 0))
		return root;
	if (access(MOUNTPOINT "/linuxrc", X_OK)) {
		kmsg(KINFO, "initrd: no /linuxrc on it; %s",
		     root ? "not using it" : "no root= either");
		goto out;
	}
	/* 0: unchanged; what linuxrc writes there names the real root. */
	write_string("/proc/sys/kernel/real-root-dev", "0");
	kmsg(KINFO, "initrd: running /linuxrc");
	timing_begin("linuxrc");
	pid = fork();
	if (pid == 0) {
		static char *argv[] = { "/linuxrc", NULL };
		static char *envp[] = { "HOME=/", "TERM=linux", NULL };

		if (chdir(MOUNTPOINT) || chroot(".") || chdir("/"))
			_exit(127);
		execve("/linuxrc", argv, envp);
		_exit(127);
	}
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	timing_end("linuxrc");
	if (pid < 0)
		kmsg(KERR, "initrd: cannot start /linuxrc: %s", strerror(errno));
	else if (!WIFEXITED(st) || WEXITSTATUS(st))
		kmsg(KWARN, "initrd: /linuxrc ended with status %d", WIFEXITED(st) ?
		     WEXITSTATUS(st) : 128 + WTERMSIG(st));
	if (read_file("/proc/sys/kernel/real-root-dev", buf, sizeof(buf)) > 0) {
		v = strtoul(buf, NULL, 10);
		/* the kernel's new_encode_dev() */
		if (v == 0x100) {
			snprintf(picked, sizeof(picked), "%s", RAMDISK);
			root = picked;
		} else if (v) {
			snprintf(picked, sizeof(picked), "%lu:%lu",
				 (v & 0xfff00) >> 8,
				 (v & 0xff) | ((v >> 12) & 0xfff00));
			root = picked;
		}
		if (v)
			kmsg(KINFO, "initrd: /linuxrc chose the root %s", root);
	}
	/* The kernel kept the initrd for the new root's /initrd. */
	if (!is_ram0(root)) {
		kept = 1;
		return root;
	}
out:
	release(root);
	return root;
}

void initrd_carry(const char *newroot)
{
	char dir[128];
	struct stat st;

	if (!kept)
		return;
	kept = 0;
	snprintf(dir, sizeof(dir), "%s" MOUNTPOINT, newroot);
	if (!stat(dir, &st) && S_ISDIR(st.st_mode) &&
	    !mount(MOUNTPOINT, dir, NULL, MS_MOVE, NULL)) {
		kmsg(KINFO, "initrd: kept on /initrd of the new root");
		return;
	}
	release(NULL);
}

/* What initrd_stage() does; returns the root to look for next. */
static const char *stage(const struct cmdline *c, const char *root)
{
	const char *v = cmdline_get(c, "ramdisk_start"), *why;
	unsigned long long start = 0;
	struct rootspec r;
	struct devwait w;
	int fd, res;

	if (v && *v) {
		if (strspn(v, "0123456789") != strlen(v) || strlen(v) > 18) {
			kmsg(KERR, "ramdisk_start=%s: not a number of KiB; using 0", v);
		} else {
			start = strtoull(v, NULL, 10);
		}
	}
	v = cmdline_get(c, "prompt_ramdisk");
	if (v && atoi(v))
		kmsg(KINFO, "prompt_ramdisk=%s: there is no floppy to change; "
		     "not prompting", v);
	fd = open(IMAGE, O_RDONLY | O_CLOEXEC);
	if (fd >= 0 && cmdline_has(c, "noinitrd")) {
		kmsg(KINFO, "noinitrd: %s left alone", IMAGE);
		close(fd);
		fd = -1;
	}
	if (fd >= 0) {
		timing_begin("initrd");
		res = load(IMAGE, fd, start);
		close(fd);
		/* It is in the initramfs: free it as the kernel did. */
		unlink(IMAGE);
		timing_end("initrd");
		if (res)
			return root;
		return is_ram0(root) ? root : linuxrc(root);
	}
	v = cmdline_get(c, "load_ramdisk");
	if (!v || atoi(v) != 1 || !root || is_ram0(root))
		return root;
	/* The kernel's load_ramdisk=1: the image is on the root device. */
	devwait_start(&w, RAMDISK_WAIT_MS);
	while (!(res = devname_resolve(root, &r, &why)) && devwait(&w))
		;
	devwait_stop(&w);
	device_wait_ms += now_ms() - w.start;
	if (res <= 0) {
		kmsg(KERR, "load_ramdisk=1: root=%s not found; not loading", root);
		return root;
	}
	fd = open(r.path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		kmsg(KERR, "load_ramdisk=1: %s: %s", r.path, strerror(errno));
		return root;
	}
	timing_begin("initrd");
	res = load(r.path, fd, start);
	close(fd);
	timing_end("initrd");
	return res ? root : RAMDISK;
}

int initrd_stage(struct boot *b)
{
	b->root = stage(&b->c, b->root);
	return 0;
}
