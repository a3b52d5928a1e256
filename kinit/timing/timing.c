/* SPDX-License-Identifier: MIT */
/* timing.c: kinit's messages (to the kernel log) and its timeline of stages. */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <time.h>
#include <sys/stat.h>
#include "kinit.h"

const char *kinit_prog = "kinit";
/* Set by kinit: messages go to /dev/kmsg, which the console shows too. */
int kmsg_to_kernel;
/* kinit.debug on the command line: KDEBUG messages too. */
int kmsg_debug;
/* Set by the standalone programs that, as Debian's do, say nothing when
 * all goes well (their callers show stderr on the console): KINFO and
 * KDEBUG messages stay out, warnings and errors still come. */
int kmsg_quiet;
/* kinit.timing on the command line: the timeline on the console too. */
int kmsg_timing;

/* A message at this level, whatever the filters. */
static void vkmsg(int level, const char *fmt, va_list ap)
{
	static int kfd = -1;
	char buf[1024];
	int n, hdr;

	hdr = snprintf(buf, sizeof(buf), "<%d>%s: ", level, kinit_prog);
	n = vsnprintf(buf + hdr, sizeof(buf) - hdr - 1, fmt, ap);
	if (n < 0)
		n = 0;
	n += hdr;
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	if (kmsg_to_kernel) {
		if (kfd < 0)
			kfd = open("/dev/kmsg", O_WRONLY | O_CLOEXEC | O_NOCTTY);
		if (kfd >= 0 && write(kfd, buf, n) == n)
			return;
	}
	/* Without the kernel log, the level prefix means nothing to a reader. */
	(void)!write(2, buf + 3, n - 3);
}

void kmsg(int level, const char *fmt, ...)
{
	va_list ap;

	/* The kernel lets user space write only ~10 lines per 5 s to its
	 * log and drops the rest, so debug chatter stays out by default. */
	if (level >= KDEBUG && !kmsg_debug)
		return;
	if (level >= KINFO && kmsg_quiet)
		return;
	va_start(ap, fmt);
	vkmsg(level, fmt, ap);
	va_end(ap);
}

/*
 * A line of the timeline: in the kernel log (dmesg) at debug level, which
 * the console does not show, unless kinit.timing or kinit.debug asks for
 * it there.  Under TCG every character on a serial console costs several
 * microseconds: the three lines cost a boot ~4 ms that only a reader of
 * the timeline wants to pay.
 */
static void timeline(const char *fmt, ...)
{
	int console = kmsg_timing || kmsg_debug;
	va_list ap;

	if (!kmsg_to_kernel && !console)
		return;
	va_start(ap, fmt);
	vkmsg(console ? KINFO : KDEBUG, fmt, ap);
	va_end(ap);
}

long long now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

long long now_ms(void)
{
	return now_us() / 1000;
}

#define STAGES 32
static struct {
	const char *name;
	long long start, end;
} stage[STAGES];
static int nstages;

void timing_begin(const char *name)
{
	if (nstages < STAGES) {
		stage[nstages].name = name;
		stage[nstages].start = now_ms();
		stage[nstages].end = -1;
		nstages++;
	}
}

/* Items: at most ITEMS, names cut to fit; two groups print one line each. */
#define ITEMS 48
static struct {
	const char *group;
	char name[24];
	long long start, end;
} item[ITEMS];
static int nitems;

void timing_item(const char *group, const char *name, long long start,
		 long long end)
{
	if (nitems < ITEMS) {
		item[nitems].group = group;
		snprintf(item[nitems].name, sizeof(item[nitems].name), "%s", name);
		item[nitems].start = start;
		item[nitems].end = end;
		nitems++;
	}
}

/* The items of one group as ` name=start..end' words, and to the file. */
static void items_write(const char *group, int fd)
{
	char line[128], all[1024];
	size_t used = 0;
	int i, n;

	all[0] = '\0';
	for (i = 0; i < nitems; i++) {
		if (strcmp(item[i].group, group))
			continue;
		n = snprintf(all + used, sizeof(all) - used, " %s=%lld..%lld",
			     item[i].name, item[i].start, item[i].end);
		if (n > 0 && (size_t)n < sizeof(all) - used)
			used += (size_t)n;
		n = snprintf(line, sizeof(line), "%s:%s %lld %lld\n", group,
			     item[i].name, item[i].start, item[i].end);
		if (fd >= 0)
			(void)!write(fd, line, n);
	}
	if (used)
		timeline("timing of %s (ms):%s", group, all);
}

void timing_end(const char *name)
{
	int i;

	for (i = nstages - 1; i >= 0; i--)
		if (stage[i].end < 0 && !strcmp(stage[i].name, name)) {
			stage[i].end = now_ms();
			return;
		}
}

/*
 * The timeline, as one line in the kernel log (which drops lines written
 * too fast) and one line per stage, `name start end' in milliseconds of
 * CLOCK_MONOTONIC, in the file; both count from boot as the kernel's
 * timestamps do.
 */
void timing_write(const char *path)
{
	char line[128], all[1024];
	size_t used = 0;
	int i, fd = -1, n;

	if (path) {
		char dir[64];
		char *slash;

		snprintf(dir, sizeof(dir), "%s", path);
		slash = strrchr(dir, '/');
		if (slash && slash != dir) {
			*slash = '\0';
			mkdir(dir, 0755);
		}
		fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	}
	all[0] = '\0';
	for (i = 0; i < nstages; i++) {
		long long end = stage[i].end < 0 ? now_ms() : stage[i].end;

		n = snprintf(all + used, sizeof(all) - used, " %s=%lld..%lld",
			     stage[i].name, stage[i].start, end);
		if (n > 0 && (size_t)n < sizeof(all) - used)
			used += (size_t)n;
		n = snprintf(line, sizeof(line), "%s %lld %lld\n",
			     stage[i].name, stage[i].start, end);
		if (fd >= 0)
			(void)!write(fd, line, n);
	}
	timeline("timing (ms):%s", all);
	items_write("modules", fd);
	items_write("probes", fd);
	if (fd >= 0)
		close(fd);
}
