/* SPDX-License-Identifier: MIT */
/* losetup: attach files to loop devices, detach them, show them. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <linux/loop.h>
#include "utils.h"

static const char usage_text[] =
	"usage: losetup loopdev | -a | -f | -d loopdev...\n"
	"       losetup [-rP] [-o offset] [-S size] [--show] {-f|loopdev} file\n"
	"  show one or all (-a) devices, detach (-d), find a free one (-f),\n"
	"  or attach file at -o offset, at most -S (--sizelimit) bytes,\n"
	"  -r read-only, -P partition scan, --show print the device,\n"
	"  -v say which device was used\n";

#define MAX_TRIES 8

/* The backing file's full name from sysfs, or the kernel's 64-byte copy. */
static void backing_name(const char *dev, const struct loop_info64 *li,
			 char *buf, size_t len)
{
	char path[96];
	const char *base = strrchr(dev, '/');
	FILE *f;

	snprintf(path, sizeof(path), "/sys/block/%s/loop/backing_file",
		 base ? base + 1 : dev);
	f = fopen(path, "r");
	if (f && fgets(buf, (int)len, f)) {
		buf[strcspn(buf, "\n")] = '\0';
		fclose(f);
		return;
	}
	if (f)
		fclose(f);
	snprintf(buf, len, "%.*s", LO_NAME_SIZE,
		 (const char *)li->lo_file_name);
}

/* 1 when shown, 0 when the device is free, -1 on error. */
static int show(const char *dev, int quiet_free)
{
	struct loop_info64 li;
	char name[4096];
	int fd = open(dev, O_RDONLY | O_CLOEXEC);

	if (fd < 0) {
		warn_errno("%s", dev);
		return -1;
	}
	if (ioctl(fd, LOOP_GET_STATUS64, &li)) {
		int err = errno;

		close(fd);
		if (err == ENXIO) {
			if (!quiet_free)
				warn_msg("%s: not attached", dev);
			return 0;
		}
		errno = err;
		warn_errno("%s", dev);
		return -1;
	}
	close(fd);
	backing_name(dev, &li, name, sizeof(name));
	printf("%s: [%04llx]:%llu (%s)", dev, (unsigned long long)li.lo_device,
	       (unsigned long long)li.lo_inode, name);
	if (li.lo_offset)
		printf(", offset %llu", (unsigned long long)li.lo_offset);
	if (li.lo_sizelimit)
		printf(", sizelimit %llu", (unsigned long long)li.lo_sizelimit);
	putchar('\n');
	return 1;
}

static int show_all(void)
{
	char dev[32];
	int i, misses = 0, status = 0;
	struct stat st;

	/* Devices are numbered densely from 0, but may have holes. */
	for (i = 0; misses < 32 && i < 1 << 20; i++) {
		snprintf(dev, sizeof(dev), "/dev/loop%d", i);
		if (stat(dev, &st) || !S_ISBLK(st.st_mode)) {
			misses++;
			continue;
		}
		misses = 0;
		if (show(dev, 1) < 0)
			status = 1;
	}
	return status;
}

/* A free device from the kernel (creating one if needed). */
static int find_free(char *dev, size_t len)
{
	int ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC), n;

	if (ctl < 0)
		die_errno("/dev/loop-control");
	n = ioctl(ctl, LOOP_CTL_GET_FREE, NULL);
	close(ctl);
	if (n < 0)
		die_errno("no free loop device");
	snprintf(dev, len, "/dev/loop%d", n);
	return 0;
}

/* Attach with LOOP_CONFIGURE, or SET_FD and SET_STATUS64 before 5.8. */
static int attach(const char *dev, int ffd, const char *file, int ro,
		  unsigned long long offset, unsigned long long sizelimit,
		  unsigned flags)
{
	struct loop_config cfg;
	int dfd, err;

	dfd = open(dev, (ro ? O_RDONLY : O_RDWR) | O_CLOEXEC);
	if (dfd < 0)
		return -1;
	memset(&cfg, 0, sizeof(cfg));
	cfg.fd = (unsigned)ffd;
	cfg.info.lo_offset = offset;
	cfg.info.lo_sizelimit = sizelimit;
	cfg.info.lo_flags = flags | (ro ? LO_FLAGS_READ_ONLY : 0);
	snprintf((char *)cfg.info.lo_file_name, LO_NAME_SIZE, "%s", file);
	if (ioctl(dfd, LOOP_CONFIGURE, &cfg) == 0)
		goto done;
	if (errno != EINVAL && errno != ENOTTY)
		goto fail;
	if (ioctl(dfd, LOOP_SET_FD, (void *)(long)ffd))
		goto fail;
	cfg.info.lo_flags &= ~LO_FLAGS_READ_ONLY;
	if (ioctl(dfd, LOOP_SET_STATUS64, &cfg.info)) {
		err = errno;
		ioctl(dfd, LOOP_CLR_FD, NULL);
		errno = err;
		goto fail;
	}
done:
	close(dfd);
	return 0;
fail:
	err = errno;
	close(dfd);
	errno = err;
	return -1;
}

static int detach(const char *dev)
{
	int fd = open(dev, O_RDONLY | O_CLOEXEC);

	if (fd < 0 || ioctl(fd, LOOP_CLR_FD, NULL)) {
		if (errno == ENXIO)
			warn_msg("%s: not attached", dev);
		else
			warn_errno("%s", dev);
		if (fd >= 0)
			close(fd);
		return 1;
	}
	close(fd);
	return 0;
}

static unsigned long long size_arg(const char *s, const char *what)
{
	unsigned long long v;

	if (parse_size(s, &v))
		die("%s '%s': %s", what, s,
		    errno == ERANGE ? "out of range" : "not a number");
	return v;
}

int main(int argc, char **argv)
{
	enum { SHOW = 256 };
	static const struct option longopts[] = {
		{ "all", no_argument, NULL, 'a' },
		{ "detach", no_argument, NULL, 'd' },
		{ "find", no_argument, NULL, 'f' },
		{ "offset", required_argument, NULL, 'o' },
		{ "sizelimit", required_argument, NULL, 'S' },
		{ "read-only", no_argument, NULL, 'r' },
		{ "partscan", no_argument, NULL, 'P' },
		{ "show", no_argument, NULL, SHOW },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	unsigned long long offset = 0, sizelimit = 0;
	int c, all = 0, del = 0, find = 0, ro = 0, print = 0, n, ffd, i;
	int status = 0, verbose = 0;
	unsigned flags = 0;
	char dev[32];
	const char *file, *devname;

	prog_init(argc, argv, usage_text);
	while ((c = getopt_long(argc, argv, ":adfo:S:rPve:E:h", longopts,
				NULL)) != -1) {
		switch (c) {
		case 'a': all = 1; break;
		case 'd': del = 1; break;
		case 'f': find = 1; break;
		case 'o': offset = size_arg(optarg, "offset"); break;
		case 'S': sizelimit = size_arg(optarg, "sizelimit"); break;
		case 'r': ro = 1; break;
		case 'P': flags |= LO_FLAGS_PARTSCAN; break;
		case SHOW: print = 1; break;
		case 'v': verbose = 1; break;
		case 'e':
		case 'E': die("encryption is not supported");
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	n = argc - optind;
	if (all) {
		if (n || del || find)
			usage(1);
		return show_all();
	}
	if (del) {
		if (!n || find)
			usage(1);
		for (; optind < argc; optind++)
			status |= detach(argv[optind]);
		return status;
	}
	if (find && n == 0) {
		find_free(dev, sizeof(dev));
		puts(dev);
		return 0;
	}
	if (!find && n == 1)
		return show(argv[optind], 0) == 1 ? 0 : 1;
	if (n != (find ? 1 : 2))
		usage(1);
	file = argv[argc - 1];
	ffd = open(file, (ro ? O_RDONLY : O_RDWR) | O_CLOEXEC);
	/* A file that cannot be written is attached read-only. */
	if (ffd < 0 && !ro &&
	    (errno == EROFS || errno == EACCES || errno == EPERM)) {
		ro = 1;
		ffd = open(file, O_RDONLY | O_CLOEXEC);
	}
	if (ffd < 0)
		die_errno("%s", file);
	devname = find ? dev : argv[optind];
	for (i = 0;; i++) {
		if (find)
			find_free(dev, sizeof(dev));
		if (attach(devname, ffd, file, ro, offset, sizelimit, flags) ==
		    0)
			break;
		/* Someone else took the free device first: take the next. */
		if (!find || errno != EBUSY || i == MAX_TRIES)
			die_errno("%s: attaching %s", devname, file);
	}
	close(ffd);
	if (print)
		puts(devname);
	else if (verbose)
		printf("Loop device is %s\n", devname);
	return 0;
}
