/* SPDX-License-Identifier: MIT */
/*
 * floor-init: the least an /init must do to boot bench-boot's roots, as the
 * floor that kinit's boot time is measured against (issue 18).
 *
 * It mounts devtmpfs on /dev, loads every module of the image's
 * modules.dep in the order of the file (mkinitramfs-kinit writes a
 * module's dependencies before it), waits for /dev/vda, mounts it as ext4
 * read-only on /root, makes that the root and runs /sbin/init.  Nothing
 * else: no command line, no root=UUID= lookup (the device is named here),
 * no version check, no messages but a failure's and one line before it
 * runs init: its own work measured as kinit measures its own (all but the
 * time in finit_module, waiting for the disk and mounting it), the least
 * that figure can be for any /init.  The kernel's share of a boot (loading
 * the modules, finding the disk, mounting it) is the same as kinit's; what
 * kinit does beyond it is what the benchmark shows.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/module.h>
#include <sys/utsname.h>

#define ROOTDEV "/dev/vda"

/* Microseconds spent in the kernel's share, as kinit counts it. */
static long long kernel_us;

static long long now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

/* A number in decimal at the end of buf; returns where it starts. */
static char *decimal(char *end, long long n)
{
	*--end = '\0';
	do
		*--end = (char)('0' + n % 10);
	while (n /= 10);
	return end;
}

/* "floor-init: own work N ms of N ms", the figure of kinit's last line. */
static void report(long long start)
{
	char a[24], b[24];
	const char *own, *all;
	long long total = now_us() - start;

	own = decimal(a + sizeof(a), (total - kernel_us + 500) / 1000);
	all = decimal(b + sizeof(b), (total + 500) / 1000);
	write(2, "floor-init: own work ", 21);
	write(2, own, strlen(own));
	write(2, " ms of ", 7);
	write(2, all, strlen(all));
	write(2, " ms\n", 4);
}

static void say(const char *what)
{
	const char *e = strerror(errno);

	write(2, "floor-init: ", 12);
	write(2, what, strlen(what));
	write(2, ": ", 2);
	write(2, e, strlen(e));
	write(2, "\n", 1);
}

/* Loads each module named at the start of a line of modules.dep. */
static void load_modules(void)
{
	static char dep[65536], path[512];
	struct utsname u;
	char *line, *end, *colon;
	ssize_t n;
	size_t len;
	long long t;
	int fd, m, r;

	if (uname(&u))
		return;
	len = strlen("/lib/modules/") + strlen(u.release);
	if (len + 2 + sizeof("modules.dep") > sizeof(path))
		return;
	strcpy(path, "/lib/modules/");
	strcat(path, u.release);
	strcat(path, "/modules.dep");
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return;
	n = read(fd, dep, sizeof(dep) - 1);
	close(fd);
	if (n <= 0)
		return;
	dep[n] = '\0';
	for (line = dep; *line; line = end) {
		end = strchr(line, '\n');
		end = end ? end + 1 : line + strlen(line);
		colon = strchr(line, ':');
		if (!colon || colon > end || len + 2 + (size_t)(colon - line) > sizeof(path))
			continue;
		path[len + 1] = '\0';
		strncat(path, line, (size_t)(colon - line));
		m = open(path, O_RDONLY);
		if (m < 0) {
			say(path);
			continue;
		}
		t = now_us();
		r = finit_module(m, "", 0);
		kernel_us += now_us() - t;
		if (r && errno != EEXIST)
			say(path);
		close(m);
	}
}

int main(void)
{
	static const struct timespec ms = { 0, 1000000 };
	long long start = now_us(), t;
	struct stat st;
	int i, r;

	mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
	load_modules();
	/* Waiting for the disk and mounting it: the kernel's share. */
	for (i = 0; stat(ROOTDEV, &st) && i < 30000; i++) {
		t = now_us();
		nanosleep(&ms, NULL);
		kernel_us += now_us() - t;
	}
	t = now_us();
	r = mount(ROOTDEV, "/root", "ext4", MS_RDONLY, NULL);
	kernel_us += now_us() - t;
	if (r) {
		say("mount " ROOTDEV);
		return 1;
	}
	if (chdir("/root") || mount(".", "/", NULL, MS_MOVE, NULL) ||
	    chroot(".") || chdir("/")) {
		say("switching to /root");
		return 1;
	}
	report(start);
	execl("/sbin/init", "init", (char *)NULL);
	say("/sbin/init");
	return 1;
}
