/* rootinit: the test root's /sbin/init; prints one marker line and powers off. */
/*
 * It prints, on /dev/console,
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

static char tab[65536];

/*
 * The source, type and options of "/": the last mount on "/" that this
 * process sees (after switch_root the initramfs is out of sight).
 */
static char *sopts = "";	/* the filesystem's own options (mountinfo) */

static int root_mount(char **src, char **type, char **opts)
{
	char *p, *next, *f[6];
	int i, found = 0;

	if (slurp("/proc/self/mountinfo", tab, sizeof(tab)) > 0) {
		for (p = tab; *p; p = next) {
			next = strchr(p, '\n');
			next = next ? next + 1 : p + strlen(p);
			if (next > p)
				next[-1] = 0;
			/* id parent dev root mountpoint options [opt...] - type src super */
			for (i = 0; i < 6; i++)
				f[i] = field(&p);
			if (strcmp(f[4], "/"))
				continue;
			*opts = f[5];
			while (*p && strcmp(field(&p), "-"))
				;
			*type = field(&p);
			*src = field(&p);
			sopts = field(&p);
			found = 1;
		}
		return found;
	}
	if (slurp("/proc/mounts", tab, sizeof(tab)) > 0) {
		for (p = tab; *p; p = next) {
			next = strchr(p, '\n');
			next = next ? next + 1 : p + strlen(p);
			if (next > p)
				next[-1] = 0;
			for (i = 0; i < 4; i++)
				f[i] = field(&p);
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
