/* SPDX-License-Identifier: MIT */
/* modules.c: load the kernel modules the initramfs carries, dependencies first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sched.h>
#include <sys/module.h>
#include <sys/utsname.h>
#include <zlib.h>
#include "kinit.h"
#include "modules.h"

/* A module larger than this, inflated, is refused rather than read. */
#define MODULE_MAX	(64 << 20)

#define MAXMOD 512
#define MAXJOBS 8	/* modules loaded at once, at most */

struct mod {
	char *path;		/* relative to the modules folder */
	char *deps;		/* space-separated paths */
	int state;		/* 0 new, 1 loading, 2 done */
	const char *out;	/* the parameter that leaves it out, or NULL */
	pid_t pid;		/* loading it, when loaded concurrently */
	long long start;
};

static struct mod mods[MAXMOD];
static int nmods, nloaded;
long long modules_kernel_us;

/* "kernel/fs/ext4/ext4.ko" -> "ext4", with '-' as '_' as the kernel names it. */
static void modname(const char *path, char *out, size_t n)
{
	const char *b = strrchr(path, '/');
	size_t i;

	b = b ? b + 1 : path;
	for (i = 0; b[i] && b[i] != '.' && i + 1 < n; i++)
		out[i] = b[i] == '-' ? '_' : b[i];
	out[i] = '\0';
}

/*
 * The parameter that keeps module `name' out, or NULL: modprobe.blacklist=
 * (kmod's, which initramfs-tools' udev and dracut follow), dracut's
 * rd.driver.blacklist=, initramfs-tools' blacklist= and the kernel's
 * module_blacklist= (which the kernel enforces itself), each a comma
 * list, each occurrence counted; '-' and '_' are the same in a name.
 */
static const char *blacklisted(const struct cmdline *c, const char *name)
{
	const char *p;
	size_t n, k;
	int i;

	for (i = -1; (i = cmdline_next(c, i, "modprobe.blacklist|"
				      "rd.driver.blacklist|blacklist|"
				      "module_blacklist")) >= 0;) {
		for (p = c->value[i]; p && *p; p += n + (p[n] == ',')) {
			n = strcspn(p, ",");
			for (k = 0; k < n && name[k] &&
			     (p[k] == '-' ? '_' : p[k]) == name[k]; k++)
				;
			if (k == n && !name[k])
				return c->name[i];
		}
	}
	return NULL;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

/* Parameters for this module from `name.param=value' on the command line. */
static void params(const struct cmdline *c, const char *name, char *out, size_t n)
{
	char pattern[64];
	size_t len = strlen(name), used = 0;
	int i, w;

	out[0] = '\0';
	if (len + 3 > sizeof(pattern))
		return;
	snprintf(pattern, sizeof(pattern), "%s.*", name);
	for (i = -1; (i = cmdline_next(c, i, pattern)) >= 0;) {
		w = snprintf(out + used, n - used, "%s%s%s%s", used ? " " : "",
			     c->name[i] + len + 1, c->value[i] ? "=" : "",
			     c->value[i] ? c->value[i] : "");
		if (w < 0 || (size_t)w >= n - used) {
			out[used] = '\0';
			return;
		}
		used += (size_t)w;
	}
}

/*
 * Inflate a gzip-compressed module into memory and load it; the kernel
 * may lack its own module decompression, and this costs one buffer.
 * Returns finit_module's result convention: 0, or -1 with errno.
 */
static int load_gz(int fd, const char *name, const char *args)
{
	unsigned char in[16384];
	unsigned char *out = NULL, *n;
	size_t cap = 0;
	z_stream z;
	ssize_t r;
	long long t;
	int zr = Z_OK, ret = -1;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, 15 + 16) != Z_OK) {
		errno = ENOMEM;
		return -1;
	}
	while (zr != Z_STREAM_END) {
		if (!z.avail_in) {
			r = read(fd, in, sizeof(in));
			if (r <= 0) {
				kmsg(KERR, "module %s: %s", name, r ? strerror(errno) :
				     "truncated gzip data");
				errno = EINVAL;
				goto out;
			}
			z.next_in = in;
			z.avail_in = (unsigned int)r;
		}
		if (!z.avail_out) {
			if (cap >= MODULE_MAX) {
				kmsg(KERR, "module %s: larger than %d MiB inflated",
				     name, MODULE_MAX >> 20);
				errno = EFBIG;
				goto out;
			}
			cap = cap ? 2 * cap : 256 * 1024;
			n = realloc(out, cap);
			if (!n) {
				errno = ENOMEM;
				goto out;
			}
			out = n;
			z.next_out = out + z.total_out;
			z.avail_out = (unsigned int)(cap - z.total_out);
		}
		zr = inflate(&z, Z_NO_FLUSH);
		if (zr != Z_OK && zr != Z_STREAM_END && zr != Z_BUF_ERROR) {
			kmsg(KERR, "module %s: corrupt gzip data (%s)", name,
			     z.msg ? z.msg : "inflate failed");
			errno = EINVAL;
			goto out;
		}
	}
	t = now_us();
	ret = init_module(out, z.total_out, args);
	modules_kernel_us += now_us() - t;
out:
	inflateEnd(&z);
	free(out);
	return ret;
}

/* finit_module, its time counted as the kernel's. */
static int timed_finit(int fd, const char *args, int flags)
{
	long long t = now_us();
	int r = finit_module(fd, args, flags);

	modules_kernel_us += now_us() - t;
	return r;
}

static int insert(const char *dir, struct mod *m, const struct cmdline *c)
{
	char path[512], name[64], args[512];
	long long t = now_ms();
	int fd, r, e;

	snprintf(path, sizeof(path), "%s/%s", dir, m->path);
	modname(m->path, name, sizeof(name));
	params(c, name, args, sizeof(args));
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		kmsg(KERR, "module %s: %s: %s", name, path, strerror(errno));
		return -1;
	}
	if (ends_with(m->path, ".ko")) {
		r = timed_finit(fd, args, 0);
	} else if (ends_with(m->path, ".ko.gz")) {
		r = load_gz(fd, name, args);
	} else if (ends_with(m->path, ".ko.xz") || ends_with(m->path, ".ko.zst")) {
		/* The kernel inflates it when built with module decompression. */
		r = timed_finit(fd, args, MODULE_INIT_COMPRESSED_FILE);
		if (r && (errno == EOPNOTSUPP || errno == EINVAL)) {
			kmsg(KERR, "module %s: %s is compressed in a format kinit "
			     "cannot inflate and this kernel cannot either; store it "
			     "uncompressed or gzip-compressed in the initramfs",
			     name, m->path);
			close(fd);
			return -1;
		}
	} else {
		kmsg(KERR, "module %s: %s: not a kernel module (.ko, .ko.gz, "
		     ".ko.xz, .ko.zst)", name, m->path);
		close(fd);
		return -1;
	}
	e = errno;
	close(fd);
	if (r && e != EEXIST) {
		kmsg(KERR, "module %s: cannot load: %s", name, strerror(e));
		return -1;
	}
	kmsg(KDEBUG, "loaded module %s%s%s", name, args[0] ? " " : "", args);
	/* Reading (and inflating) the file and the kernel's load of it. */
	timing_item("modules", name, t, now_ms());
	nloaded++;
	return 0;
}

static struct mod *find(const char *path)
{
	int i;

	for (i = 0; i < nmods; i++)
		if (!strcmp(mods[i].path, path))
			return &mods[i];
	return NULL;
}

static int load(const char *dir, struct mod *m, const struct cmdline *c, int depth)
{
	char *deps, *d, *save = NULL;
	struct mod *dm;
	int failed = 0;

	if (m->state == 2)
		return 0;
	if (m->state == 1 || depth > 64) {
		kmsg(KERR, "module %s: dependency loop in modules.dep", m->path);
		return 1;
	}
	m->state = 1;
	deps = strdup(m->deps);
	for (d = deps ? strtok_r(deps, " \t", &save) : NULL; d;
	     d = strtok_r(NULL, " \t", &save)) {
		dm = find(d);
		if (!dm) {
			kmsg(KERR, "module %s needs %s, which is not in the initramfs",
			     m->path, d);
			failed++;
			continue;
		}
		failed += load(dir, dm, c, depth + 1);
	}
	free(deps);
	m->state = 2;
	return failed + (insert(dir, m, c) ? 1 : 0);
}

/*
 * The next dependency path in *p (modules.dep's space-separated list)
 * into path; 0 at the end.
 */
static int next_dep(const char **p, char *path, size_t size)
{
	size_t n;

	*p += strspn(*p, " \t");
	n = strcspn(*p, " \t");
	if (!n)
		return 0;
	snprintf(path, size, "%.*s", (int)n, *p);
	*p += n;
	return 1;
}

/*
 * The dependencies of m not loaded yet.  A dependency missing from the
 * initramfs is reported (once, when `report' is set) and counted in
 * *missing, not waited for.
 */
static int waiting(const struct mod *m, int report, int *missing)
{
	const char *p = m->deps;
	char path[256];
	struct mod *d;
	int w = 0;

	while (next_dep(&p, path, sizeof(path))) {
		d = find(path);
		if (d && d->state != 2)
			w++;
		if (!d && report) {
			kmsg(KERR, "module %s needs %s, which is not in the "
			     "initramfs", m->path, path);
			(*missing)++;
		}
	}
	return w;
}

/*
 * One look at the dependencies of m, which is to be loaded.  Pass 0: m
 * needs a module the kernel refuses (module_blacklist=), so m stays out
 * too.  Pass 1: a module m needs that the command line leaves out is
 * loaded all the same.  Returns whether anything changed.
 */
static int settle(struct mod *m, int pass)
{
	char name[64], dname[64], path[256];
	const char *p = m->deps;
	struct mod *d;
	int changed = 0;

	while (!m->state && next_dep(&p, path, sizeof(path))) {
		d = find(path);
		if (!d || !d->out || (!pass && !d->state))
			continue;
		modname(m->path, name, sizeof(name));
		modname(d->path, dname, sizeof(dname));
		changed = 1;
		if (pass) {
			kmsg(KINFO, "module %s: loaded though %s= names it: %s "
			     "needs it", dname, d->out, name);
			d->out = NULL;
			continue;
		}
		kmsg(KINFO, "module %s: not loaded: it needs %s, which "
		     "module_blacklist= keeps out", name, dname);
		m->out = d->out;
		m->state = 2;
	}
	return changed;
}

/*
 * Modules the command line leaves out count as done: not loaded and not
 * waited for.  As with kmod, whose blacklist keeps a module from being
 * loaded for itself but not as the dependency of another, one that a
 * loaded module needs is loaded all the same; the kernel refuses those
 * module_blacklist= names, though, so a module needing one stays out too.
 */
static void leave_out(const struct cmdline *c)
{
	char name[64];
	int i, pass, changed;

	for (i = 0; i < nmods; i++) {
		modname(mods[i].path, name, sizeof(name));
		mods[i].out = blacklisted(c, name);
		/* The kernel's own list: no use trying. */
		if (mods[i].out && !strcmp(mods[i].out, "module_blacklist")) {
			kmsg(KINFO, "module %s: not loaded: module_blacklist= "
			     "names it", name);
			mods[i].state = 2;
		}
	}
	for (pass = 0; pass < 2; pass++)
		do {
			changed = 0;
			for (i = 0; i < nmods; i++)
				if (!mods[i].state && !(pass && mods[i].out))
					changed |= settle(&mods[i], pass);
		} while (changed);
	for (i = 0; i < nmods; i++)
		if (mods[i].out && !mods[i].state) {
			modname(mods[i].path, name, sizeof(name));
			kmsg(KINFO, "module %s: not loaded: %s= names it", name,
			     mods[i].out);
			mods[i].state = 2;
		}
}

/* The CPUs kinit may run on (at most MAXJOBS). */
static int cpus(void)
{
	unsigned long set[4];
	int n = 0, i;

	memset(set, 0, sizeof(set));
	if (sched_getaffinity(0, sizeof(set), set) < 0)
		return 1;
	for (i = 0; i < 4; i++)
		for (; set[i] && n < MAXJOBS; n++)
			set[i] &= set[i] - 1;
	return n ? n : 1;
}

/* A child loading m ended with status st: m is done, or failed. */
static int reaped(struct mod *m, int st)
{
	char name[64];

	m->state = 2;
	if (!WIFEXITED(st) || WEXITSTATUS(st))
		return 1;
	nloaded++;
	/* The child's item is lost with it: from fork to exit. */
	modname(m->path, name, sizeof(name));
	timing_item("modules", name, m->start, now_ms());
	return 0;
}

/* The module a child with this pid loads, or NULL. */
static struct mod *child(pid_t pid)
{
	int i;

	for (i = 0; i < nmods; i++)
		if (mods[i].pid == pid && mods[i].state == 1)
			return &mods[i];
	return NULL;
}

/*
 * With more than one CPU: every module whose dependencies are in is
 * loaded at once, up to `jobs' at a time: by kinit itself and by
 * children of jobs - 1 (the kernel runs independent modules' init
 * functions in parallel; the device probes they start are most of a
 * module's time; a fork costs, so kinit takes one of the loads).
 * Returns how many failed.
 */
static int load_concurrently(const char *dir, const struct cmdline *c,
			     int jobs)
{
	int i, st, running = 0, failed = 0;
	struct mod *m, *here;
	long long t;
	pid_t pid;

	for (;;) {
		/* Children that ended meanwhile free their places. */
		while (running && (pid = waitpid(-1, &st, WNOHANG)) > 0)
			if ((m = child(pid))) {
				failed += reaped(m, st);
				running--;
			}
		here = NULL;
		for (i = 0; i < nmods && !here; i++) {
			m = &mods[i];
			if (m->state || waiting(m, 0, NULL))
				continue;
			waiting(m, 1, &failed);
			m->state = 1;
			m->start = now_ms();
			m->pid = running < jobs - 1 ? fork() : -1;
			if (m->pid == 0)
				_exit(insert(dir, m, c) ? 1 : 0);
			if (m->pid > 0)
				running++;
			else
				here = m;	/* no place or no child: here */
		}
		if (here) {
			here->state = 2;
			failed += insert(dir, here, c) ? 1 : 0;
			continue;
		}
		if (!running)
			break;
		/* The children are in the kernel: its share. */
		t = now_us();
		pid = wait(&st);
		modules_kernel_us += now_us() - t;
		if (pid < 0)
			break;
		if ((m = child(pid))) {
			failed += reaped(m, st);
			running--;
		}
	}
	/* What is left waits on a loop: the depth-first loads name it. */
	for (i = 0; i < nmods; i++)
		if (!mods[i].state)
			failed += load(dir, &mods[i], c, 0);
	return failed;
}

int load_modules(const char *dir, const struct cmdline *c, int jobs)
{
	char path[512], *text, *line, *next, *colon;
	struct stat st;
	int fd, i, failed = 0;
	ssize_t n;

	snprintf(path, sizeof(path), "%s/modules.dep", dir);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;	/* no modules in this image */
	if (fstat(fd, &st) || st.st_size > (16 << 20)) {
		close(fd);
		kmsg(KERR, "%s: unreadable or too large", path);
		return 1;
	}
	text = malloc((size_t)st.st_size + 1);
	n = text ? read(fd, text, (size_t)st.st_size) : -1;
	close(fd);
	if (n < 0) {
		free(text);
		kmsg(KERR, "%s: cannot read", path);
		return 1;
	}
	text[n] = '\0';
	nmods = 0;
	for (line = text; line && *line; line = next) {
		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		colon = strchr(line, ':');
		if (!colon || nmods >= MAXMOD)
			continue;
		*colon = '\0';
		mods[nmods].path = line;
		mods[nmods].deps = colon + 1;
		mods[nmods].state = 0;
		mods[nmods].pid = 0;
		nmods++;
	}
	leave_out(c);
	nloaded = 0;
	if (jobs <= 0)
		jobs = cpus();
	if (jobs > 1 && nmods > 1) {
		failed = load_concurrently(dir, c, jobs);
		kmsg(KINFO, "loaded %d of %d modules from %s, %d at a time",
		     nloaded, nmods, dir, jobs);
	} else {
		for (i = 0; i < nmods; i++)
			failed += load(dir, &mods[i], c, 0);
		kmsg(KINFO, "loaded %d of %d modules from %s", nloaded, nmods,
		     dir);
	}
	free(text);
	return failed;
}
