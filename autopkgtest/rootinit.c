/* SPDX-License-Identifier: MIT */
/* rootinit: the test root's /sbin/init; prints one marker line and powers off. */
/*
 * As PID 1 it first writes `rootinit: running as PID 1' to the kernel's log
 * (/dev/kmsg), which stamps it.  Then it prints, on /dev/console,
 *
 *   KINIT-ROOT-OK uptime=1.46 root=/dev/vda fstype=ext4 mode=rw
 *     opts=rw,relatime sopts=rw init=/sbin/init caps=000001ffffffffff write=ok pid=1
 *
 * (one line), then KINIT-ROOT-ARGV and KINIT-ROOT-CMDLINE lines, and
 * powers the machine off.  Every field is key=value with no spaces in the
 * value (spaces become '_'), so tests can match "root=/dev/vda" or
 * "mode=ro" literally.  write= is ok (a file was created, read back and
 * removed on /), erofs (the root refused it as read-only: what mode=ro
 * should give), or the errno name of any other failure; skip when not
 * PID 1 (run by hand, it leaves the host's / alone).
 *
 * With rootinit.sleep=N on the kernel command line it waits N seconds
 * before powering off (tests that hot-plug a device while it runs).
 *
 * With rootinit.net it prints every /run/net-*.conf that kinit left,
 * one `KINIT-NET FILE LINE' per line.  When the root also holds
 * /debian/ipconfig (Debian's klibc-utils binary), it runs that with -n on
 * each device and compares its conf file with kinit's variable by variable
 * (`KINIT-NET-DIFF', then `KINIT-NET-COMPARED same=N diff=N'; UPTIME is
 * only checked to be a number).  rootinit.bench=N instead times N runs of
 * /ours/ipconfig and /debian/ipconfig with -n on DEV (rootinit.dev=, default
 * eth0; `all' for every interface), alternately: `KINIT-NET-BENCH prog ms'.
 *
 * Only system calls and hand formatting are used, so it needs nothing of
 * the C library beyond the system call wrappers and runs before anything
 * else has set up stdin/stdout.  It powers off only when it is PID 1, so
 * running it by mistake on a host does no harm.
 */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <dirent.h>
#include <time.h>

/*
 * What stageinit.c shares: it includes this file with ROOTINIT_SHARED_ONLY
 * defined and gets only this part.  rootinit.c stays one file that builds
 * alone, as the packages' tests copy and build it.
 */

/* Reads a small file whole; returns its length or -1. */
static ssize_t slurp(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY);
	ssize_t n = 0, r;

	if (fd < 0)
		return -1;
	while ((size_t)n < size - 1) {
		r = read(fd, buf + n, size - 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += r;
	}
	close(fd);
	buf[n] = 0;
	return n;
}

/* Cuts a string at the first space (a field of mountinfo or mounts). */
static char *field(char **p)
{
	char *s = *p, *e;

	while (*s == ' ')
		s++;
	e = s;
	while (*e && *e != ' ' && *e != '\n')
		e++;
	if (*e)
		*e++ = 0;
	*p = e;
	return s;
}

/* The next line of a text, cut at its newline; NULL at the end. */
static char *next_line(char **p)
{
	char *s = *p, *e;

	if (!*s)
		return NULL;
	e = strchr(s, '\n');
	if (e) {
		*e = 0;
		*p = e + 1;
	} else {
		*p = s + strlen(s);
	}
	return s;
}

/* A line of /proc/self/mountinfo, cut into the fields the inits use. */
struct mountinfo {
	char *dir, *opts;		/* the mount point and its options */
	char *type, *src, *sopts;	/* the filesystem and its own options */
};

static void mountinfo_cut(char *line, struct mountinfo *m)
{
	int i;

	/* id parent dev root mountpoint options [opt...] - type src super */
	for (i = 0; i < 4; i++)
		field(&line);
	m->dir = field(&line);
	m->opts = field(&line);
	while (*line && strcmp(field(&line), "-"))
		;
	m->type = field(&line);
	m->src = field(&line);
	m->sopts = field(&line);
}

static char tab[65536];

#ifndef ROOTINIT_SHARED_ONLY
static int con = 1;
static char line[1024];
static size_t len;

static void put(const char *s)
{
	size_t n = strlen(s);

	if (n > sizeof(line) - 1 - len)
		n = sizeof(line) - 1 - len;
	memcpy(line + len, s, n);
	len += n;
}

/* A value: spaces and control characters become '_'. */
static void putval(const char *s)
{
	char c[2] = { 0, 0 };

	for (; *s; s++) {
		c[0] = (*s == ' ' || *s == '\t' || (unsigned char)*s < 32) ?
			'_' : *s;
		put(c);
	}
}

static void putnum(long v)
{
	char b[24];
	int i = sizeof(b) - 1;
	unsigned long u = v < 0 ? -(unsigned long)v : (unsigned long)v;

	b[i] = 0;
	do {
		b[--i] = '0' + u % 10;
		u /= 10;
	} while (u);
	if (v < 0)
		b[--i] = '-';
	put(b + i);
}

static void flush(void)
{
	size_t off = 0;
	ssize_t r;

	line[len++] = '\n';
	while (off < len) {
		r = write(con, line + off, len - off);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		off += r;
	}
	len = 0;
}

static const char *errname(int e)
{
	switch (e) {
	case EROFS: return "erofs";
	case EACCES: return "eacces";
	case EPERM: return "eperm";
	case ENOSPC: return "enospc";
	case EIO: return "eio";
	case ENOENT: return "enoent";
	default: return "error";
	}
}

/*
 * The source, type and options of "/": the last mount on "/" that this
 * process sees (after switch_root the initramfs is out of sight).
 */
static char *sopts = "";	/* the filesystem's own options (mountinfo) */

static int root_mount(char **src, char **type, char **opts)
{
	struct mountinfo m;
	char *p, *l, *f[4];
	int i, found = 0;

	if (slurp("/proc/self/mountinfo", tab, sizeof(tab)) > 0) {
		for (p = tab; (l = next_line(&p));) {
			mountinfo_cut(l, &m);
			if (strcmp(m.dir, "/"))
				continue;
			*opts = m.opts;
			*type = m.type;
			*src = m.src;
			sopts = m.sopts;
			found = 1;
		}
		return found;
	}
	if (slurp("/proc/mounts", tab, sizeof(tab)) > 0) {
		for (p = tab; (l = next_line(&p));) {
			for (i = 0; i < 4; i++)
				f[i] = field(&l);
			if (strcmp(f[1], "/"))
				continue;
			*src = f[0];
			*type = f[2];
			*opts = f[3];
			found = 1;
		}
	}
	return found;
}

/* Creates, reads back and removes a file on /. */
static const char *write_test(void)
{
	static const char path[] = "/kinit-rootinit-test";
	static const char text[] = "written by rootinit\n";
	char back[64];
	int fd;

	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return errname(errno);
	if (write(fd, text, sizeof(text) - 1) != sizeof(text) - 1 ||
	    fsync(fd) < 0) {
		int e = errno;

		close(fd);
		unlink(path);
		return errname(e);
	}
	close(fd);
	if (slurp(path, back, sizeof(back)) != sizeof(text) - 1 ||
	    memcmp(back, text, sizeof(text) - 1)) {
		unlink(path);
		return "readback";
	}
	if (unlink(path) < 0)
		return errname(errno);
	return "ok";
}

/* The value of NAME= in a conf file's text, or NULL. */
static const char *confvar(const char *text, const char *name, char *out,
			   size_t size)
{
	size_t n = strlen(name), k;
	const char *p = text;

	for (; p && *p; p = strchr(p, '\n'), p = p ? p + 1 : p) {
		if (strncmp(p, name, n) || p[n] != '=')
			continue;
		p += n + 1;
		for (k = 0; p[k] && p[k] != '\n' && k < size - 1; k++)
			out[k] = p[k];
		out[k] = 0;
		return out;
	}
	return NULL;
}

static long run(const char *prog, const char *dev, int quiet)
{
	struct timespec a, b;
	int st;
	pid_t pid;

	clock_gettime(CLOCK_MONOTONIC, &a);
	pid = fork();
	if (pid == 0) {
		if (quiet) {
			int fd = open("/dev/null", O_WRONLY);

			dup2(fd, 1);
			dup2(fd, 2);
		}
		execl(prog, "ipconfig", "-n", "-t", "20", dev, (char *)0);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st) ||
	    WEXITSTATUS(st))
		return -1;
	clock_gettime(CLOCK_MONOTONIC, &b);
	return (b.tv_sec - a.tv_sec) * 1000 + (b.tv_nsec - a.tv_nsec) / 1000000;
}

/* Compare kinit's conf (ours) with the one Debian's ipconfig writes. */
static void compare(const char *name, const char *ours)
{
	static char theirs[4096], path[300], v1[512], v2[512], key[64];
	const char *p;
	int same = 0, diff = 0, pass;
	size_t k;

	if (!confvar(ours, "DEVICE", v1, sizeof(v1)))
		return;
	v1[strlen(v1) - 1] = 0;		/* the quotes */
	if (run("/debian/ipconfig", v1 + 1, 0) < 0) {
		put("KINIT-NET-DIFF /debian/ipconfig failed");
		flush();
		return;
	}
	strcpy(path, "/run/");
	strcat(path, name);
	if (slurp(path, theirs, sizeof(theirs)) < 0)
		theirs[0] = 0;
	/* Every variable of each file must be in the other, the same. */
	for (pass = 0; pass < 2; pass++) {
		for (p = pass ? theirs : ours; *p; p = strchr(p, '\n') + 1) {
			for (k = 0; p[k] && p[k] != '=' && p[k] != '\n' &&
			     k < sizeof(key) - 1; k++)
				key[k] = p[k];
			key[k] = 0;
			if (!confvar(ours, key, v1, sizeof(v1)))
				strcpy(v1, "(none)");
			if (!confvar(theirs, key, v2, sizeof(v2)))
				strcpy(v2, "(none)");
			if (pass == 0 && (!strcmp(key, "UPTIME") ?
					  v1[1] >= '0' && v1[1] <= '9' &&
					  v2[1] >= '0' && v2[1] <= '9' :
					  !strcmp(v1, v2)))
				same++;
			else if (pass == 0 || !strcmp(v1, "(none)")) {
				put("KINIT-NET-DIFF ");
				putval(key);
				put(" kinit=");
				putval(v1);
				put(" debian=");
				putval(v2);
				flush();
				diff++;
			}
			if (!strchr(p, '\n'))
				break;
		}
	}
	put("KINIT-NET-COMPARED same=");
	putnum(same);
	put(" diff=");
	putnum(diff);
	flush();
}

static void net_report(const char *cmdline)
{
	static char buf[4096], path[300];
	const char *p;
	struct dirent *e;
	DIR *d;
	int i, n;

	p = strstr(cmdline, "rootinit.bench=");
	if (p) {
		char dev[16] = "eth0";
		const char *q = strstr(cmdline, "rootinit.dev=");
		size_t k;

		if (q)
			for (q += 13, k = 0; *q && *q != ' ' && k < 15; k++)
				dev[k] = *q++, dev[k + 1] = 0;
		n = 0;
		for (p += 15; *p >= '0' && *p <= '9'; p++)
			n = n * 10 + (*p - '0');
		/* A first run of each brings the links up, not counted. */
		run("/ours/ipconfig", dev, 1);
		run("/debian/ipconfig", dev, 1);
		for (i = 0; i < 2 * n; i++) {
			const char *prog = (i & 1) ? "/debian/ipconfig" :
						     "/ours/ipconfig";

			put("KINIT-NET-BENCH ");
			put(prog + 1);
			put(" ");
			putnum(run(prog, dev, 1));
			flush();
		}
		return;
	}
	d = opendir("/run");
	while (d && (e = readdir(d))) {
		if (strncmp(e->d_name, "net-", 4) ||
		    strlen(e->d_name) > 200 ||
		    strcmp(e->d_name + strlen(e->d_name) - 5, ".conf"))
			continue;
		strcpy(path, "/run/");
		strcat(path, e->d_name);
		if (slurp(path, buf, sizeof(buf)) <= 0)
			continue;
		for (p = buf; *p; ) {
			const char *nl = strchr(p, '\n');

			put("KINIT-NET ");
			put(e->d_name);
			put(" ");
			for (; *p && *p != '\n'; p++) {
				char c[2] = { *p, 0 };

				put(c);
			}
			flush();
			if (!nl)
				break;
			p = nl + 1;
		}
		if (!access("/debian/ipconfig", X_OK))
			compare(e->d_name, buf);
	}
	if (d)
		closedir(d);
}

int main(int argc, char **argv)
{
	static char buf[4096], cmdline[4096];
	char *src = "unknown", *type = "unknown", *opts = "", *p;
	const char *mode, *wr;
	int i;

	/*
	 * As PID 1 it writes to the console; without a /dev/console node, a
	 * devtmpfs on /dev gives one.  Run by hand, it writes to stdout.
	 */
	con = getpid() == 1 ? open("/dev/console", O_WRONLY | O_NOCTTY) : 1;
	if (con < 0) {
		mkdir("/dev", 0755);
		mount("devtmpfs", "/dev", "devtmpfs", 0, NULL);
		con = open("/dev/console", O_WRONLY | O_NOCTTY);
		if (con < 0)
			con = 1;
	}
	/*
	 * A line in the kernel's log first: its time stamp is the same clock
	 * as the kernel's `Run /init as init process', so the bench and boot
	 * reports measure /init to here in one clock (the uptime below is
	 * CLOCK_BOOTTIME, which under TCG differs from the log's clock by a
	 * constant of tens of milliseconds, another in each boot).
	 */
	if (getpid() == 1) {
		int k = open("/dev/kmsg", O_WRONLY | O_NOCTTY);

		if (k >= 0) {
			static const char line[] = "<5>rootinit: running as PID 1\n";

			(void)!write(k, line, sizeof(line) - 1);
			close(k);
		}
	}
	if (access("/proc/self", F_OK) < 0) {
		mkdir("/proc", 0555);
		if (mount("proc", "/proc", "proc", 0, NULL) < 0) {
			put("KINIT-ROOT-FAIL mount /proc: ");
			put(errname(errno));
			flush();
		}
	}

	root_mount(&src, &type, &opts);
	mode = !strncmp(opts, "ro", 2) && (opts[2] == ',' || !opts[2]) ?
		"ro" : "rw";
	wr = getpid() == 1 ? write_test() : "skip";

	put("KINIT-ROOT-OK uptime=");
	if (slurp("/proc/uptime", buf, sizeof(buf)) > 0) {
		p = buf;
		putval(field(&p));
	} else {
		put("unknown");
	}
	put(" root=");
	putval(src);
	put(" fstype=");
	putval(type);
	put(" mode=");
	put(mode);
	put(" opts=");
	putval(opts);
	put(" sopts=");
	putval(sopts);
	put(" init=");
	putval(argc > 0 ? argv[0] : "");
	put(" caps=");
	p = "unknown";
	if (slurp("/proc/self/status", buf, sizeof(buf)) > 0) {
		char *c = strstr(buf, "\nCapEff:");

		if (c) {
			c += 8;
			while (*c == '\t' || *c == ' ')
				c++;
			p = c;
			c = strchr(c, '\n');
			if (c)
				*c = 0;
		}
	}
	putval(p);
	put(" write=");
	put(wr);
	/* kinit's timeline must come along into the real root's /run */
	put(" timing=");
	put(access("/run/kinit/timing", R_OK) ? "no" : "yes");
	put(" pid=");
	putnum(getpid());
	flush();

	put("KINIT-ROOT-ARGV argc=");
	putnum(argc);
	for (i = 0; i < argc; i++) {
		put(" ");
		putval(argv[i]);
	}
	flush();
	put("KINIT-ROOT-CMDLINE ");
	if (slurp("/proc/cmdline", cmdline, sizeof(cmdline)) > 0) {
		p = strchr(cmdline, '\n');
		if (p)
			*p = 0;
		put(cmdline);
	}
	flush();

	if (strstr(cmdline, "rootinit.net") || strstr(cmdline, "rootinit.bench="))
		net_report(cmdline);

	if (getpid() != 1)
		return 0;
	p = strstr(cmdline, "rootinit.sleep=");
	if (p && (p == cmdline || p[-1] == ' ')) {
		unsigned int secs = 0;

		for (p += 15; *p >= '0' && *p <= '9'; p++)
			secs = secs * 10 + (*p - '0');
		put("KINIT-ROOT-SLEEP ");
		putnum(secs);
		flush();
		while ((secs = sleep(secs)))
			;
	}
	sync();
	reboot(RB_POWER_OFF);
	put("KINIT-ROOT-FAIL reboot: ");
	put(errname(errno));
	flush();
	return 1;
}
#endif /* ROOTINIT_SHARED_ONLY */
