/* SPDX-License-Identifier: MIT */
/*
 * modules.c: load_modules() against a modules.dep of its own, one module
 * at a time and several at once, with the kernel's two calls stood in for
 * (nothing is ever loaded into the kernel): each "load" appends the
 * module's contents and parameters to a log, which the checks read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>
#include <sys/stat.h>
#include "kinit.h"
#include "modules.h"
#include "../../klibc/tests/tap.h"

static char dir[64], logpath[96], errpath[96], pidpath[96];

/* A module whose contents start with FAIL is refused, as a bad one is. */
static int record(const char *image, size_t n, const char *params)
{
	char line[256];
	int fd, len;

	if (n >= 4 && !memcmp(image, "FAIL", 4)) {
		errno = ENOEXEC;
		return -1;
	}
	len = snprintf(line, sizeof(line), "%.*s|%s\n", (int)n, image, params);
	fd = open(logpath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0 || write(fd, line, (size_t)len) != len)
		diag("cannot append to %s", logpath);
	if (fd >= 0)
		close(fd);
	/* Which process loaded it: kinit itself or a child of it. */
	len = snprintf(line, sizeof(line), "%d\n", (int)getpid());
	fd = open(pidpath, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
	if (fd < 0 || write(fd, line, (size_t)len) != len)
		diag("cannot append to %s", pidpath);
	if (fd >= 0)
		close(fd);
	return 0;
}

int finit_module(int fd, const char *params, int flags)
{
	char buf[64];
	ssize_t n = read(fd, buf, sizeof(buf));

	if (flags) {	/* compressed: this "kernel" cannot inflate */
		errno = EINVAL;
		return -1;
	}
	return record(buf, n > 0 ? (size_t)n : 0, params);
}

int init_module(void *image, unsigned long len, const char *params)
{
	return record(image, len, params);
}

static void put(const char *name, const char *text)
{
	char path[128];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, text, strlen(text)) != (ssize_t)strlen(text))
		diag("cannot write %s", path);
	if (fd >= 0)
		close(fd);
}

static void put_gz(const char *name, const char *text)
{
	char path[128];
	gzFile g;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	g = gzopen(path, "wb");
	if (!g || gzwrite(g, text, (unsigned)strlen(text)) != (int)strlen(text))
		diag("cannot write %s", path);
	if (g)
		gzclose(g);
}

static char *slurp(const char *path)
{
	static char buf[4096];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n = fd < 0 ? 0 : read(fd, buf, sizeof(buf) - 1);

	if (fd >= 0)
		close(fd);
	buf[n > 0 ? n : 0] = 0;
	return buf;
}

/* Where the line starting with `module|' is in the log, or -1. */
static int at(const char *log, const char *module)
{
	char key[32];
	const char *p;
	int line = 0;

	snprintf(key, sizeof(key), "%s|", module);
	for (p = log; *p; line++) {
		if (!strncmp(p, key, strlen(key)))
			return line;
		p = strchr(p, '\n');
		if (!p)
			break;
		p++;
	}
	return -1;
}

/* Whether the log has this very line. */
static int has_line(const char *log, const char *line)
{
	size_t n = strlen(line);
	const char *p;

	for (p = log; (p = strstr(p, line)); p++)
		if ((p == log || p[-1] == '\n') && p[n] == '\n')
			return 1;
	return 0;
}

static int count(const char *log, const char *module)
{
	char key[32];
	const char *p;
	int n = 0;

	snprintf(key, sizeof(key), "%s|", module);
	for (p = log; (p = strstr(p, key)); p++)
		if (p == log || p[-1] == '\n')
			n++;
	return n;
}

/* load_modules(d, c, jobs) with a fresh log, its messages in errpath. */
static int load_logged(const char *d, const struct cmdline *c, int jobs)
{
	int saved, fd, failed;

	unlink(logpath);
	unlink(pidpath);
	saved = dup(2);
	fd = open(errpath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
	if (fd >= 0) {
		dup2(fd, 2);
		close(fd);
	}
	failed = load_modules(d, c, jobs);
	dup2(saved, 2);
	close(saved);
	return failed;
}

static void run(int jobs)
{
	static struct cmdline c;
	char *log, *err;
	int failed, i, self = 0, others = 0;
	const char *p;
	static const char *const loaded[] = { "a", "b", "c", "d", "e", "f",
					      "g", "i" };

	memset(&c, 0, sizeof(c));
	cmdline_parse(&c, "root=/dev/vda b.x=1 b.y g.z=2 other.w=3");
	failed = load_logged(dir, &c, jobs);
	log = strdup(slurp(logpath));
	for (p = slurp(pidpath); *p; p = strchr(p, '\n') + 1) {
		if (atoi(p) == (int)getpid())
			self++;
		else
			others++;
		if (!strchr(p, '\n'))
			break;
	}
	err = slurp(errpath);

	ok(failed == 4, "jobs=%d: four failures (a missing dependency, a loop, a refused "
	   "module, an xz one this kernel cannot inflate): %d", jobs, failed);
	for (i = 0; i < (int)(sizeof(loaded) / sizeof(loaded[0])); i++)
		ok(count(log, loaded[i]) == 1, "jobs=%d: %s loaded once (%d)", jobs,
		   loaded[i], count(log, loaded[i]));
	ok(!count(log, "FAIL") && !count(log, "j"),
	   "jobs=%d: the refused modules are not in the log", jobs);
	ok(at(log, "a") < at(log, "b") && at(log, "b") < at(log, "c") &&
	   at(log, "c") < at(log, "g"), "jobs=%d: dependencies first (a b c g)", jobs);
	ok(has_line(log, "b|x=1 y"), "jobs=%d: b gets b.x=1 b.y as x=1 y", jobs);
	ok(has_line(log, "g|z=2"), "jobs=%d: the gzip'd module is inflated, with its parameter", jobs);
	ok(has_line(log, "a|"),
	   "jobs=%d: a module without parameters gets none", jobs);
	ok(strstr(err, "needs kernel/missing.ko, which is not in the initramfs") != NULL,
	   "jobs=%d: the missing dependency is named", jobs);
	ok(strstr(err, "dependency loop in modules.dep") != NULL,
	   "jobs=%d: the loop is named", jobs);
	ok(strstr(err, "module h: cannot load") != NULL, "jobs=%d: the refused module is named", jobs);
	if (jobs > 1)
		ok(strstr(err, "loaded 8 of 10 modules from") != NULL &&
		   strstr(err, "at a time") != NULL,
		   "jobs=%d: the summary counts 8 of 10, several at a time", jobs);
	else
		ok(strstr(err, "loaded 8 of 10 modules from") != NULL &&
		   strstr(err, "at a time") == NULL,
		   "jobs=%d: the summary counts 8 of 10, one at a time", jobs);
	if (jobs > 1)
		ok(self > 0 && others > 0 && self + others == 8,
		   "jobs=%d: kinit loads some modules itself, children the others "
		   "(%d and %d of 8)", jobs, self, others);
	else
		ok(self == 8 && !others, "jobs=%d: kinit loads all 8 itself, no "
		   "child (%d and %d)", jobs, self, others);
	ok(strstr(err, "module j: kernel/j.ko.xz is compressed in a format") != NULL,
	   "jobs=%d: the xz module the kernel cannot inflate is named", jobs);
	if (failed != 4 || strstr(err, "dependency loop") == NULL)
		diag("log:\n%s\nmessages:\n%s", log, err);
	free(log);
	cmdline_free(&c);
}

/*
 * The command line's blacklists, as kmod keeps them: a named module is
 * left out unless a loaded one needs it; one the kernel's
 * module_blacklist= names stays out, and so does whatever needs it.
 */
static void blacklists(const char *d, int jobs)
{
	static struct cmdline c;
	static const char *const msgs[] = {
		"module p: loaded though blacklist= names it: q needs it",
		"module r: not loaded: modprobe.blacklist= names it",
		"module s: not loaded: module_blacklist= names it",
		"module t: not loaded: it needs s, which module_blacklist= keeps out",
		"module u: not loaded: it needs t, which module_blacklist= keeps out",
		"module w: not loaded: it needs s, which module_blacklist= keeps out",
		"module v: not loaded: rd.driver.blacklist= names it",
		"module x_y: not loaded: blacklist= names it",
		"loaded 3 of 10 modules from",
	};
	char *log, *err;
	int failed;
	size_t i;

	memset(&c, 0, sizeof(c));
	cmdline_parse(&c, "root=/dev/vda blacklist=p,x-y modprobe.blacklist=r "
		      "module_blacklist=s rd.driver.blacklist=v");
	failed = load_logged(d, &c, jobs);
	log = strdup(slurp(logpath));
	err = slurp(errpath);
	ok(!failed, "jobs=%d: blacklists: nothing fails to load (%d)", jobs, failed);
	ok(count(log, "p") == 1 && count(log, "q") == 1 && count(log, "z") == 1 &&
	   at(log, "p") < at(log, "q"), "jobs=%d: blacklists: p (q needs it), "
	   "then q, and z are loaded", jobs);
	ok(!count(log, "r") && !count(log, "s") && !count(log, "t") &&
	   !count(log, "u") && !count(log, "v") && !count(log, "w") &&
	   !count(log, "x-y"), "jobs=%d: blacklists: r s t u v w x-y are not", jobs);
	for (i = 0; i < sizeof(msgs) / sizeof(msgs[0]); i++)
		ok(strstr(err, msgs[i]) != NULL, "jobs=%d: blacklists: \"%s\"",
		   jobs, msgs[i]);
	if (failed)
		diag("log:\n%s\nmessages:\n%s", log, err);
	free(log);
	cmdline_free(&c);
}

int main(void)
{
	char cmd[128], bldir[160];
	const char *m;

	snprintf(dir, sizeof(dir), "/tmp/kinit-modules-test.%d", (int)getpid());
	snprintf(logpath, sizeof(logpath), "%s/log", dir);
	snprintf(errpath, sizeof(errpath), "%s/messages", dir);
	snprintf(pidpath, sizeof(pidpath), "%s/pids", dir);
	kinit_prog = "kinit";
	snprintf(cmd, sizeof(cmd), "%s/kernel", dir);
	if (mkdir(dir, 0700) || mkdir(cmd, 0700)) {
		printf("Bail out! cannot make %s\n", cmd);
		return 1;
	}
	put("modules.dep",
	    "kernel/a.ko:\n"
	    "kernel/b.ko: kernel/a.ko\n"
	    "kernel/c.ko: kernel/b.ko kernel/a.ko\n"
	    "kernel/d.ko: kernel/missing.ko\n"
	    "kernel/e.ko: kernel/f.ko\n"
	    "kernel/f.ko: kernel/e.ko\n"
	    "kernel/g.ko.gz: kernel/c.ko\n"
	    "kernel/h.ko:\n"
	    "kernel/i.ko: kernel/h.ko\n"
	    "kernel/j.ko.xz:\n");
	put("kernel/a.ko", "a");
	put("kernel/b.ko", "b");
	put("kernel/c.ko", "c");
	put("kernel/d.ko", "d");
	put("kernel/e.ko", "e");
	put("kernel/f.ko", "f");
	put_gz("kernel/g.ko.gz", "g");
	put("kernel/h.ko", "FAIL");
	put("kernel/i.ko", "i");
	put("kernel/j.ko.xz", "j");

	run(1);
	run(2);
	run(3);

	snprintf(cmd, sizeof(cmd), "%s/bl", dir);
	snprintf(bldir, sizeof(bldir), "%s/kernel", cmd);
	if (mkdir(cmd, 0700) || mkdir(bldir, 0700)) {
		printf("Bail out! cannot make %s\n", bldir);
		return 1;
	}
	put("bl/modules.dep",
	    "kernel/p.ko:\n"
	    "kernel/q.ko: kernel/p.ko\n"
	    "kernel/r.ko:\n"
	    "kernel/s.ko:\n"
	    "kernel/t.ko: kernel/s.ko\n"
	    "kernel/u.ko: kernel/t.ko kernel/s.ko\n"
	    "kernel/v.ko:\n"
	    "kernel/w.ko: kernel/v.ko kernel/s.ko\n"
	    "kernel/x-y.ko:\n"
	    "kernel/z.ko:\n");
	for (m = "pqrstuvwz"; *m; m++) {
		char one[2] = { *m, 0 };

		snprintf(bldir, sizeof(bldir), "bl/kernel/%c.ko", *m);
		put(bldir, one);
	}
	put("bl/kernel/x-y.ko", "x-y");
	blacklists(cmd, 1);
	blacklists(cmd, 2);

	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	(void)!system(cmd);
	return done();
}
