/* SPDX-License-Identifier: MIT */
/*
 * md.c: assembling md RAID arrays with the md ioctls, as the kernel's
 * md_setup_drive() did for md= and its autodetection did for root=/dev/mdN.
 * Beyond the kernel: md=N,devs... reads each member's superblock, so 1.x
 * arrays assemble as well as 0.90 ones, and root=/dev/mdN finds members
 * on any device by their superblocks (not only in 0xfd partitions).  What
 * is left to mdadm: arrays being reshaped, external metadata (IMSM, DDF),
 * bitmaps and journals needing repair, and anything to be created.
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
#include <linux/fs.h>
#include <linux/major.h>
#include <linux/raid/md_p.h>
#include <linux/raid/md_u.h>
#include "kinit.h"
#include "utils.h"
#include "md.h"

/* The mdp major (partitionable arrays), from /proc/devices. */
static int mdp_major(void)
{
	char buf[4096], *p;

	if (read_file("/proc/devices", buf, sizeof(buf)) <= 0)
		return -1;
	p = strstr(buf, " mdp\n");
	if (!p)
		return -1;
	while (p > buf && p[-1] >= '0' && p[-1] <= '9')
		p--;
	return atoi(p);
}

/* Make and open the array's node; the kernel creates the array on open. */
static int open_array(int number, int partitionable, char *path, size_t size)
{
	dev_t dev;
	int maj, fd;

	if (partitionable) {
		maj = mdp_major();
		if (maj < 0) {
			kmsg(KERR, "md_d%d: no mdp major in /proc/devices "
			     "(md-mod not loaded?)", number);
			return -1;
		}
		dev = makedev(maj, number << MdpMinorShift);
		snprintf(path, size, "/dev/md_d%d", number);
	} else {
		dev = makedev(MD_MAJOR, number);
		snprintf(path, size, "/dev/md%d", number);
	}
	if (mknod(path, S_IFBLK | 0600, dev) && errno != EEXIST) {
		kmsg(KERR, "%s: cannot make the node: %s", path, strerror(errno));
		return -1;
	}
	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		kmsg(KERR, "%s: %s%s", path, strerror(errno),
		     errno == ENXIO || errno == ENODEV ?
		     " (md-mod and the raid personalities must be loaded)" : "");
	return fd;
}

struct member {
	char path[64];
	dev_t dev;
	uint64_t size;
};

/*
 * Start an array: `sb' NULL for a legacy one (level, chunk from *a), else
 * the superblock version to import the members with.
 */
static int run_array(int number, int partitionable, const struct md_array *a,
		     const struct md_sb *sb, const struct member *m, int n)
{
	mdu_array_info_t ai;
	mdu_disk_info_t di;
	char path[32];
	int fd, i, added = 0;

	fd = open_array(number, partitionable, path, sizeof(path));
	if (fd < 0)
		return -1;
	memset(&ai, 0, sizeof(ai));
	if (!ioctl(fd, GET_ARRAY_INFO, &ai) && ai.raid_disks > 0) {
		kmsg(KINFO, "%s is already running", path);
		close(fd);
		return 0;
	}
	memset(&ai, 0, sizeof(ai));
	if (sb) {
		/* raid_disks 0: only the version; members bring the rest */
		ai.major_version = sb->major;
		ai.minor_version = sb->minor;
	} else {
		ai.level = a->level;
		ai.raid_disks = n;
		ai.md_minor = number;
		ai.not_persistent = 1;
		/* clean: no resync, which would write to the members */
		ai.state = 1 << MD_SB_CLEAN;
		ai.chunk_size = (int)a->chunk;
	}
	if (ioctl(fd, SET_ARRAY_INFO, &ai)) {
		kmsg(KERR, "%s: SET_ARRAY_INFO: %s", path, strerror(errno));
		goto stop;
	}
	for (i = 0; i < n; i++) {
		memset(&di, 0, sizeof(di));
		if (!sb) {
			di.number = i;
			di.raid_disk = i;
			di.state = 1 << MD_DISK_ACTIVE | 1 << MD_DISK_SYNC;
		}
		di.major = (int)major(m[i].dev);
		di.minor = (int)minor(m[i].dev);
		if (ioctl(fd, ADD_NEW_DISK, &di)) {
			kmsg(KERR, "%s: cannot add %s: %s", path, m[i].path,
			     strerror(errno));
			if (!sb)
				goto stop;
			continue;
		}
		added++;
	}
	if (!added || ioctl(fd, RUN_ARRAY, 0)) {
		kmsg(KERR, "%s: the kernel will not run the array: %s", path,
		     added ? strerror(errno) : "no members");
		goto stop;
	}
	kmsg(KINFO, "%s: running with %d member(s)", path, added);
	close(fd);
	return 0;
stop:
	ioctl(fd, STOP_ARRAY, 0);
	close(fd);
	return -1;
}

/* Whether an array of this level runs with a member missing. */
static int redundant(int level)
{
	return level == 1 || level == 4 || level == 5 || level == 6 ||
	       level == 10;
}

/* Whether the device's superblock says its array is a redundant one. */
static int redundant_member(const char *path)
{
	struct md_sb sb;
	const char *why;
	int fd = open(path, O_RDONLY | O_CLOEXEC), res;

	if (fd < 0)
		return 0;
	res = md_sb_read(fd, &sb, &why);
	close(fd);
	return res > 0 && redundant(sb.level);
}

/* The member a name gives, if it is there now: 1, 0 not (yet), -1 bad name. */
static int find_member(const char *spec, struct member *m)
{
	struct rootspec r;
	const char *why;
	int res, fd;

	res = devname_resolve(spec, &r, &why);
	if (res < 0)
		kmsg(KERR, "md: %s: %s", spec, why);
	if (res <= 0)
		return res;
	snprintf(m->path, sizeof(m->path), "%s", r.path);
	m->dev = r.dev;
	m->size = 0;
	fd = open(r.path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		if (ioctl(fd, BLKGETSIZE64, &m->size))
			m->size = 0;
		close(fd);
	}
	return 1;
}

int md_assemble(const struct md_array *a, long long wait_ms)
{
	struct member m[MD_MAX_DEVS];
	unsigned char here[MD_MAX_DEVS];
	struct md_sb sb, first;
	struct devwait w;
	const char *why = "";
	int i, n, fd, res, have = 0, resort = 0;

	/*
	 * One wait for all the members, in any order.  Under a wait for
	 * ever it ends LAST_RESORT_MS after a member of a redundant array
	 * came; an array without superblocks is all or nothing.
	 */
	devwait_start(&w, wait_ms);
	for (;;) {
		for (i = n = 0; i < a->ndev; i++) {
			res = find_member(a->dev[i], &m[n]);
			if (res < 0) {
				devwait_stop(&w);
				return -1;
			}
			here[i] = (unsigned char)res;
			n += res;
		}
		if (n == i)
			break;
		if (n > 0 && !resort++ && a->level == MD_LEVEL_NONE &&
		    redundant_member(m[0].path))
			devwait_last_resort(&w);
		if (!devwait(&w))
			break;
	}
	devwait_stop(&w);
	device_wait_ms += now_ms() - w.start;
	for (i = 0; i < a->ndev; i++) {
		if (here[i])
			continue;
		kmsg(KERR, "md%d: member %s did not appear", a->number, a->dev[i]);
		if (a->level != MD_LEVEL_NONE)
			/* no superblocks: all or nothing */
			return -1;
	}
	if (a->level != MD_LEVEL_NONE) {
		/* A mirror of members of different sizes: not the same data. */
		for (i = 1; a->level == 1 && i < n; i++)
			if (m[i].size != m[0].size) {
				kmsg(KERR, "md%d: not assembled: the mirrors differ in "
				     "size (%s: %llu bytes, %s: %llu bytes)", a->number,
				     m[0].path, (unsigned long long)m[0].size,
				     m[i].path, (unsigned long long)m[i].size);
				return -1;
			}
		return run_array(a->number, a->partitionable, a, NULL, m, n);
	}
	/* Keep the members that agree with the first good superblock. */
	for (i = 0; i < n; i++) {
		fd = open(m[i].path, O_RDONLY | O_CLOEXEC);
		res = fd < 0 ? 0 : md_sb_read(fd, &sb, &why);
		if (fd >= 0)
			close(fd);
		if (res <= 0) {
			kmsg(KERR, "md%d: leaving out %s: %s", a->number, m[i].path,
			     res < 0 ? why : "no md superblock on it");
			memmove(&m[i], &m[i + 1],
				(size_t)(n - i - 1) * sizeof(m[0]));
			n--, i--;
			continue;
		}
		if (!have) {
			first = sb;
			have = 1;
		} else if (memcmp(sb.uuid, first.uuid, 16) ||
			   sb.major != first.major || sb.minor != first.minor) {
			kmsg(KERR, "md%d: leaving out %s: it belongs to another array",
			     a->number, m[i].path);
			memmove(&m[i], &m[i + 1],
				(size_t)(n - i - 1) * sizeof(m[0]));
			n--, i--;
		}
	}
	if (!have) {
		kmsg(KERR, "md%d: not assembled: no member has a usable superblock",
		     a->number);
		return -1;
	}
	return run_array(a->number, a->partitionable, a, &first, m, n);
}

/* Whether a device was reported before (and note it if not). */
static int seen(dev_t dev)
{
	static dev_t told[64];
	static int n;
	int i;

	for (i = 0; i < n; i++)
		if (told[i] == dev)
			return 1;
	if (n < 64)
		told[n++] = dev;
	return 0;
}

struct found {
	struct member m;
	struct md_sb sb;
};

/*
 * Every device with an md superblock that no running array holds (of a
 * disk with partitions, the partitions), into f[]; returns how many.
 */
static int scan(struct found *f, int max)
{
	static struct blockdev v[256];
	const char *why;
	char path[64];
	int nv, nf = 0, i, j, fd, res;

	nv = blockdev_list(v, 256, 1);
	for (i = 0; i < nv && nf < max; i++) {
		if (!strncmp(v[i].name, "md", 2) || !strncmp(v[i].name, "ram", 3) ||
		    !strncmp(v[i].name, "loop", 4) || !v[i].size ||
		    blockdev_held(v[i].dev))
			continue;
		/* A disk with partitions: those are the members. */
		for (j = 0; j < nv; j++)
			if (v[j].partition && !strcmp(v[j].disk, v[i].name))
				break;
		if (!v[i].partition && j < nv)
			continue;
		fd = blockdev_open(&v[i], path, sizeof(path));
		if (fd < 0)
			continue;
		res = md_sb_read(fd, &f[nf].sb, &why);
		close(fd);
		/* said once per device, however long the wait */
		if (res < 0 && !seen(v[i].dev))
			kmsg(KWARN, "md: %s: %s", path, why);
		if (res <= 0)
			continue;
		snprintf(f[nf].m.path, sizeof(f[nf].m.path), "%s", path);
		f[nf].m.dev = v[i].dev;
		f[nf].m.size = v[i].size;
		nf++;
	}
	return nf;
}

/* Whether two superblocks are of one array. */
static int same_array(const struct md_sb *a, const struct md_sb *b)
{
	return !memcmp(a->uuid, b->uuid, 16) && a->major == b->major &&
	       a->minor == b->minor;
}

int md_autodetect(int number, int partitionable, long long wait_ms)
{
	static struct found f[64];
	struct member m[MD_MAX_DEVS];
	struct devwait w;
	int nf, i, pick, count;

	devwait_start(&w, wait_ms);
	for (;;) {
		nf = scan(f, 64);
		/* The array that calls itself N, else the only one there is. */
		pick = -1;
		for (i = 0; i < nf && pick < 0; i++)
			if (f[i].sb.number == number)
				pick = i;
		for (i = 1; pick < 0 && i < nf; i++)
			if (memcmp(f[i].sb.uuid, f[0].sb.uuid, 16))
				break;
		if (pick < 0 && nf && i >= nf)
			pick = 0;
		count = 0;
		for (i = 0; pick >= 0 && i < nf; i++)
			if (same_array(&f[i].sb, &f[pick].sb) &&
			    count < MD_MAX_DEVS)
				m[count++] = f[i].m;
		if (pick >= 0 && count >= f[pick].sb.raid_disks)
			break;
		if (pick >= 0 && redundant(f[pick].sb.level))
			devwait_last_resort(&w);
		if (!devwait(&w))
			break;
	}
	devwait_stop(&w);
	device_wait_ms += now_ms() - w.start;
	if (pick < 0) {
		kmsg(KERR, "md%d: no member of it found (no md superblock names "
		     "it, and there is not exactly one array)", number);
		return -1;
	}
	if (count < f[pick].sb.raid_disks)
		kmsg(KWARN, "md%d: %d of %d members found (waited %lld ms); "
		     "starting it degraded", number, count,
		     f[pick].sb.raid_disks, now_ms() - w.start);
	kmsg(KINFO, "md%d: %d member(s) with md %d.%d superblocks", number,
	     count, f[pick].sb.major, f[pick].sb.minor);
	return run_array(number, partitionable, NULL, &f[pick].sb, m, count);
}

/* Whether no array runs as /dev/mdN. */
static int number_free(int n)
{
	char p[48], state[32];

	snprintf(p, sizeof(p), "/sys/block/md%d/md/array_state", n);
	return read_file(p, state, sizeof(state)) <= 0 ||
	       !strncmp(state, "clear", 5) || !strncmp(state, "inactive", 8);
}

/*
 * The N for an array found by its superblocks: the one it names when that
 * is free, else the highest free one from 127 down, as mdadm numbers the
 * arrays it has no number for; -1 when none is.
 */
static int free_number(int want)
{
	int n;

	if (want >= 0 && want < 256 && number_free(want))
		return want;
	for (n = 127; n >= 0; n--)
		if (number_free(n))
			return n;
	return -1;
}

int md_activate(int degraded)
{
	static struct found f[64];
	static struct {
		unsigned char uuid[16];
		int count;
	} tried[16];
	static int ntried;
	struct member m[MD_MAX_DEVS];
	unsigned char taken[64];
	int nf, i, j, k, count, number, started = 0;

	nf = scan(f, 64);
	memset(taken, 0, sizeof(taken));
	for (i = 0; i < nf; i++) {
		if (taken[i])
			continue;
		for (count = 0, j = i; j < nf; j++)
			if (!taken[j] && same_array(&f[j].sb, &f[i].sb)) {
				taken[j] = 1;
				if (count < MD_MAX_DEVS)
					m[count++] = f[j].m;
			}
		if (count < f[i].sb.raid_disks &&
		    !(degraded && redundant(f[i].sb.level)))
			continue;
		/* Once for each set of members: a failure says so once. */
		for (k = 0; k < ntried; k++)
			if (!memcmp(tried[k].uuid, f[i].sb.uuid, 16))
				break;
		if (k < ntried && tried[k].count >= count)
			continue;
		if (k == ntried && ntried < 16)
			memcpy(tried[ntried++].uuid, f[i].sb.uuid, 16);
		if (k < ntried)
			tried[k].count = count;
		number = free_number(f[i].sb.number);
		if (number < 0)
			continue;
		if (count < f[i].sb.raid_disks)
			kmsg(KWARN, "md%d: %d of %d members found; starting it "
			     "degraded", number, count, f[i].sb.raid_disks);
		else
			kmsg(KINFO, "md%d: %d member(s) with md %d.%d "
			     "superblocks", number, count, f[i].sb.major,
			     f[i].sb.minor);
		if (!run_array(number, 0, NULL, &f[i].sb, m, count))
			started++;
	}
	return started;
}
