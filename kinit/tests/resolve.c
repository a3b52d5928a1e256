/* SPDX-License-Identifier: MIT */
/*
 * resolve.c: the init lookup of kinit and run-init follows symbolic links
 * inside the new root, as the kernel does after the chroot: a tree made
 * here like a Debian root (/sbin/init -> /lib/systemd/systemd, merged
 * /usr with /lib -> usr/lib) must resolve inside it, never through the
 * real / of the machine running the test.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "kinit.h"
#include "run_init.h"
#include "../../klibc/tests/tap.h"

static int rootfd;

static void file(const char *path, mode_t mode)
{
	int fd = openat(rootfd, path, O_CREAT | O_WRONLY | O_TRUNC, mode);

	if (fd < 0 || fchmodat(rootfd, path, mode, 0))
		diag("cannot make %s: %s", path, strerror(errno));
	if (fd >= 0)
		close(fd);
}

static void link_(const char *target, const char *path)
{
	if (symlinkat(target, rootfd, path))
		diag("cannot link %s: %s", path, strerror(errno));
}

/* resolve_in_root() of path gives want (or the error e). */
static void resolves(const char *path, const char *want, int e)
{
	char out[PATH_MAX];
	int r = resolve_in_root(rootfd, path, out, sizeof(out));

	if (e && want)
		ok(r == e && !strcmp(out, want), "%s: %s, got as far as /%s "
		   "(got %s, /%s)", path, strerror(e), want, strerror(r), out);
	else if (e)
		ok(r == e, "%s: %s (got %s)", path, strerror(e), strerror(r));
	else
		ok(!r && !strcmp(out, want), "%s resolves to /%s (got %s, /%s)",
		   path, want, r ? strerror(r) : "0", out);
}

static void runnable(const char *init, int e)
{
	char real[PATH_MAX];
	int r = init_runnable(rootfd, init, real, sizeof(real));

	ok(r == e, "init %s: %s (got %s)", init, e ? strerror(e) : "runnable",
	   r ? strerror(r) : "runnable");
}

int main(void)
{
	char dir[64], out[8];
	static const char *const dirs[] = {
		"usr", "usr/lib", "usr/lib/systemd", "usr/bin", "usr/sbin",
		"sbin2", "etc", "dir", NULL
	};
	const char *const *d;

	snprintf(dir, sizeof(dir), "tmp-resolve-%d", (int)getpid());
	if (mkdir(dir, 0755) ||
	    (rootfd = open(dir, O_RDONLY | O_DIRECTORY)) < 0) {
		ok(0, "cannot make %s: %s", dir, strerror(errno));
		return done();
	}
	for (d = dirs; *d; d++)
		mkdirat(rootfd, *d, 0755);
	file("usr/lib/systemd/systemd", 0755);
	file("usr/bin/plain", 0644);
	file("usr/bin/sh", 0755);
	/* Debian 12 with systemd-sysv on a merged /usr. */
	link_("usr/lib", "lib");
	link_("usr/bin", "bin");
	link_("usr/sbin", "sbin");
	link_("/lib/systemd/systemd", "usr/sbin/init");
	/* A relative link and one that climbs above the root. */
	link_("../lib/systemd/systemd", "sbin2/init");
	link_("../../../../../../usr/bin/sh", "etc/init");
	link_("/usr/bin/plain", "usr/bin/noexec");
	link_("loop2", "usr/bin/loop1");
	link_("loop1", "usr/bin/loop2");
	link_("/nonexistent/init", "usr/bin/dangling");
	link_("/dir", "usr/bin/todir");

	resolves("/sbin/init", "usr/lib/systemd/systemd", 0);
	resolves("sbin/init", "usr/lib/systemd/systemd", 0);
	resolves("/sbin2/init", "usr/lib/systemd/systemd", 0);
	resolves("/etc/init", "usr/bin/sh", 0);
	resolves("/../../bin/sh", "usr/bin/sh", 0);
	resolves("//usr/./bin/../bin//sh", "usr/bin/sh", 0);
	resolves("/", "", 0);
	resolves("/bin/loop1", NULL, ELOOP);
	resolves("/bin/dangling", "nonexistent/init", ENOENT);
	resolves("/usr/bin/plain/x", "usr/bin/plain/x", ENOTDIR);
	resolves("/nothing/init", "nothing/init", ENOENT);
	ok(resolve_in_root(rootfd, "/usr/lib/systemd/systemd", out,
			   sizeof(out)) == ENAMETOOLONG,
	   "a result longer than the buffer is ENAMETOOLONG");

	runnable("/sbin/init", 0);
	runnable("/sbin2/init", 0);
	runnable("/etc/init", 0);
	runnable("/bin/noexec", EACCES);
	runnable("/bin/todir", EISDIR);
	runnable("/bin/dangling", ENOENT);
	runnable("/bin/loop2", ELOOP);
	runnable("/no/such/init", ENOENT);

	/* The tree is ours: remove it (links first, then files, dirs). */
	{
		static const char *const names[] = {
			"lib", "bin", "sbin", "usr/sbin/init", "sbin2/init",
			"etc/init", "usr/bin/noexec", "usr/bin/loop1",
			"usr/bin/loop2", "usr/bin/dangling", "usr/bin/todir",
			"usr/lib/systemd/systemd", "usr/bin/plain", "usr/bin/sh",
			NULL
		};
		const char *const *n;

		for (n = names; *n; n++)
			unlinkat(rootfd, *n, 0);
		for (d = dirs; *d; d++)
			;
		while (d-- > dirs)
			unlinkat(rootfd, *d, AT_REMOVEDIR);
	}
	close(rootfd);
	rmdir(dir);
	return done();
}
