/* SPDX-License-Identifier: MIT */
/* blockdev.c: the block devices the kernel knows, from /sys/class/block. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "utils.h"

/* Read a small sysfs file into buf; returns 0 on success. */
static int sysread(const char *name, const char *file, char *buf, size_t len)
{
	char path[128];

	snprintf(path, sizeof(path), "/sys/class/block/%s/%s", name, file);
	if (read_file(path, buf, len) < 0)
		return -1;
	buf[strcspn(buf, "\n")] = '\0';
	return 0;
}

int blockdev_list(struct blockdev *v, int max, int sizes)
{
	struct dirent *e;
	char buf[64], link[256], path[128], *num, *end;
	unsigned int ma, mi;
	DIR *d = opendir("/sys/class/block");
	int n = 0;
	ssize_t l;

	if (!d)
		return 0;
	while ((e = readdir(d)) && n < max) {
		struct blockdev *b = &v[n];
		char *slash;

		if (e->d_name[0] == '.' || strlen(e->d_name) >= sizeof(b->name))
			continue;
		/* "MAJ:MIN", read without sscanf, which kinit needs nowhere else. */
		if (sysread(e->d_name, "dev", buf, sizeof(buf)))
			continue;
		ma = strtoul(buf, &end, 10);
		if (end == buf || *end != ':')
			continue;
		num = end + 1;
		mi = strtoul(num, &end, 10);
		if (end == num || *end)
			continue;
		memset(b, 0, sizeof(*b));
		strcpy(b->name, e->d_name);
		b->dev = makedev(ma, mi);
		if (sizes && !sysread(e->d_name, "size", buf, sizeof(buf)))
			b->size = strtoull(buf, NULL, 10) * 512;
		if (!sysread(e->d_name, "partition", buf, sizeof(buf))) {
			b->partition = atoi(buf);
			/* The disk is the folder the partition's sysfs folder is in. */
			snprintf(path, sizeof(path), "/sys/class/block/%s", e->d_name);
			l = readlink(path, link, sizeof(link) - 1);
			if (l > 0) {
				link[l] = '\0';
				slash = strrchr(link, '/');
				if (slash) {
					*slash = '\0';
					slash = strrchr(link, '/');
					snprintf(b->disk, sizeof(b->disk), "%s",
						 slash ? slash + 1 : link);
				}
			}
		}
		n++;
	}
	closedir(d);
	return n;
}
