/* SPDX-License-Identifier: MIT */
/*
 * stdlib_path.c: realpath through symbolic links made in a temporary
 * folder (relative, absolute, chained, looping, dangling), its errors,
 * and mkstemp and mkdtemp.
 */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <unistd.h>
#include <sys/stat.h>
#include "tap.h"

static char base[PATH_MAX];	/* the temporary folder, resolved */
static char parent[PATH_MAX];	/* and its parent */

static const char *at(const char *rel)
{
	static char buf[4][PATH_MAX * 2];
	static int k;
	char *b = buf[k++ % 4];

	snprintf(b, sizeof(buf[0]), "%s/%s", base, rel);
	return b;
}

static void resolves(const char *path, const char *want, const char *what)
{
	char buf[PATH_MAX], *r;

	errno = 0;
	r = realpath(path, buf);
	if (!ok(r == buf && !strcmp(buf, want), "realpath: %s", what))
		diag("realpath(\"%s\") gave %s (errno %d), want \"%s\"", path,
		     r ? buf : "NULL", errno, want);
}

static void fails(const char *path, int err, const char *what)
{
	char buf[PATH_MAX], *r;

	errno = 0;
	r = realpath(path, buf);
	if (!ok(!r && errno == err, "realpath fails: %s", what))
		diag("realpath(\"%s\") gave %s, errno %d, want errno %d", path,
		     r ? buf : "NULL", errno, err);
}

static void links(void)
{
	char name[32], target[32], *m;
	int i;

	mkdir(at("d"), 0755);
	mkdir(at("d/e"), 0755);
	close(open(at("d/f"), O_CREAT | O_WRONLY, 0644));
	symlink("d", at("ld"));
	symlink("../..", at("d/e/up"));
	symlink(at("d/f"), at("abs"));
	symlink("chain2", at("chain1"));
	symlink("ld/f", at("chain2"));
	symlink("loop2", at("loop1"));
	symlink("loop1", at("loop2"));
	symlink("self", at("self"));
	symlink("nowhere", at("dangling"));
	symlink("d/f", at("tofile"));
	symlink("/", at("root"));
	symlink("e/", at("d/slash"));
	/* c0 -> c1 -> ... -> c40 -> d: 41 links from c0, 40 from c1. */
	for (i = 0; i <= 40; i++) {
		snprintf(name, sizeof(name), "c%d", i);
		if (i < 40)
			snprintf(target, sizeof(target), "c%d", i + 1);
		else
			snprintf(target, sizeof(target), "d");
		symlink(target, at(name));
	}

	resolves(base, base, "the folder itself");
	resolves(at("d/f"), at("d/f"), "a plain file");
	resolves(at("ld/f"), at("d/f"), "through a relative link");
	resolves(at("ld"), at("d"), "a link to a folder");
	resolves(at("ld/"), at("d"), "a link to a folder, with a slash");
	resolves(at("d/e/up/d/./e/../f"), at("d/f"), "links with . and ..");
	resolves(at("abs"), at("d/f"), "an absolute link");
	resolves(at("chain1"), at("d/f"), "a chain of links");
	resolves(at("root"), "/", "a link to /");
	resolves(at("root/."), "/", "a link to /, then .");
	resolves(at("d/slash"), at("d/e"), "a link whose target ends in /");
	resolves(at("d//e///"), at("d/e"), "repeated slashes");
	resolves(at("d/e/.."), at("d"), "..");
	resolves(at("d/e/up/.."), parent, "a link going up, then ..");
	resolves("/", "/", "/");
	resolves("/..", "/", "/..");
	resolves("/../..//./", "/", "/../..//./");
	resolves("//", "/", "//");
	resolves(at("c1"), at("d"), "40 links in a row");
	fails(at("c0"), ELOOP, "41 links in a row");
	fails(at("loop1"), ELOOP, "a loop of two links");
	fails(at("self/x"), ELOOP, "a link to itself");
	fails(at("dangling"), ENOENT, "a dangling link");
	fails(at("nothing"), ENOENT, "no such file");
	fails(at("nothing/.."), ENOENT, "no such folder, then ..");
	fails(at("d/f/"), ENOTDIR, "a file with a slash");
	fails(at("d/f/.."), ENOTDIR, "a file, then ..");
	fails(at("tofile/"), ENOTDIR, "a link to a file, with a slash");
	fails(at("tofile/x"), ENOTDIR, "a link to a file, then more");
	fails("", ENOENT, "the empty string");
	fails(NULL, EINVAL, "NULL");

	if (!chdir(at("d"))) {
		resolves(".", at("d"), "relative: .");
		resolves("f", at("d/f"), "relative: a file");
		resolves("..", base, "relative: ..");
		resolves("e/up", base, "relative: a link going up");
		resolves("../ld/e", at("d/e"), "relative: through a link");
		chdir("/");
	}

	m = realpath(at("chain1"), NULL);
	ok(m && !strcmp(m, at("d/f")), "realpath with NULL allocates");
	free(m);
	errno = 0;
	m = realpath(at("nothing"), NULL);
	ok(!m && errno == ENOENT, "realpath with NULL: errors too");
}

static void too_long(void)
{
	static char path[PATH_MAX * 2];
	size_t len;
#ifdef __KLIBC__
	static char target[PATH_MAX];
	int i;
#endif

	/* One component longer than NAME_MAX. */
	len = snprintf(path, sizeof(path), "%s/", base);
	memset(path + len, 'a', NAME_MAX + 1);
	path[len + NAME_MAX + 1] = '\0';
	fails(path, ENAMETOOLONG, "a component longer than NAME_MAX");

#ifdef __KLIBC__
	/* This library takes no path of PATH_MAX bytes or more. */
	len = snprintf(path, sizeof(path), "%s", base);
	while (len < PATH_MAX + 10)
		len += snprintf(path + len, sizeof(path) - len, "/.");
	fails(path, ENAMETOOLONG, "a path longer than PATH_MAX");

	/* A link's target and the rest together longer than PATH_MAX. */
	len = 0;
	for (i = 0; len < PATH_MAX - 200; i++)
		len += snprintf(target + len, sizeof(target) - len, "./");
	snprintf(target + len, sizeof(target) - len, "d");
	if (symlink(target, at("longlink"))) {
		ok(1, "# skip the file system takes no long link");
		return;
	}
	resolves(at("longlink"), at("d"), "a link with a long target");
	len = snprintf(path, sizeof(path), "%s/longlink", base);
	for (i = 0; i < 150; i++)
		len += snprintf(path + len, sizeof(path) - len, "/.");
	fails(path, ENAMETOOLONG, "a link's target and the rest too long");
	unlink(at("longlink"));
#endif
}

static int is_template_name(const char *name, const char *prefix)
{
	size_t n = strlen(prefix), i;

	if (strncmp(name, prefix, n) || strlen(name) != n + 6)
		return 0;
	for (i = n; name[i]; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') ||
		      (name[i] >= 'A' && name[i] <= 'Z') ||
		      (name[i] >= '0' && name[i] <= '9')))
			return 0;
	return strcmp(name + n, "XXXXXX") != 0;
}

static void temporaries(void)
{
	static const char *bad[] = { "", "XXXXX", "abcXXXXX", "XXXXXXa",
				     "abcXXXXXX.c", "abc" };
	char t[PATH_MAX], t2[PATH_MAX], prefix[PATH_MAX], names[50][64];
	struct stat st;
	size_t i;
	int fd, fd2, same = 0, made = 0, j, k;

	snprintf(prefix, sizeof(prefix), "%s/tmp.", base);
	snprintf(t, sizeof(t), "%sXXXXXX", prefix);
	fd = mkstemp(t);
	ok(fd >= 0, "mkstemp makes a file");
	ok(is_template_name(t, prefix), "... named from the template");
	ok(!fstat(fd, &st) && S_ISREG(st.st_mode) &&
	   (st.st_mode & 0777) == 0600, "... a regular file, mode 0600");
	ok(write(fd, "abc", 3) == 3 && lseek(fd, 0, SEEK_SET) == 0 &&
	   read(fd, t2, 3) == 3 && !memcmp(t2, "abc", 3),
	   "... open for reading and writing");
	close(fd);
	snprintf(t2, sizeof(t2), "%sXXXXXX", prefix);
	fd2 = mkstemp(t2);
	ok(fd2 >= 0 && strcmp(t, t2), "a second mkstemp, another name");
	close(fd2);
	unlink(t);
	unlink(t2);

	/* 50 names in a row, all different. */
	for (j = 0; j < 50; j++) {
		snprintf(t, sizeof(t), "%s/mXXXXXX", base);
		fd = mkstemp(t);
		if (fd >= 0) {
			made++;
			close(fd);
		}
		snprintf(names[j], sizeof(names[j]), "%s",
			 t + strlen(base) + 1);
	}
	for (j = 0; j < 50; j++) {
		for (k = 0; k < j; k++)
			same += !strcmp(names[j], names[k]);
		snprintf(t, sizeof(t), "%s/%s", base, names[j]);
		unlink(t);
	}
	is_int(made, 50, "50 mkstemp calls");
	is_int(same, 0, "... 50 names");

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		snprintf(t, sizeof(t), "%s", bad[i]);
		errno = 0;
		fd = mkstemp(t);
		ok(fd == -1 && errno == EINVAL && !strcmp(t, bad[i]),
		   "mkstemp(\"%s\") fails with EINVAL", bad[i]);
		errno = 0;
		ok(mkdtemp(t) == NULL && errno == EINVAL && !strcmp(t, bad[i]),
		   "mkdtemp(\"%s\") fails with EINVAL", bad[i]);
	}
	snprintf(t, sizeof(t), "%s/nothing/XXXXXX", base);
	errno = 0;
	ok(mkstemp(t) == -1 && errno == ENOENT,
	   "mkstemp in a missing folder fails with ENOENT");

	snprintf(t, sizeof(t), "%sXXXXXX", prefix);
	ok(mkdtemp(t) == t, "mkdtemp gives back the template");
	ok(is_template_name(t, prefix), "... with a name filled in");
	ok(!stat(t, &st) && S_ISDIR(st.st_mode) &&
	   (st.st_mode & 0777) == 0700, "... a folder, mode 0700");
	rmdir(t);
}

static void cleanup(void)
{
	static const char *names[] = {
		"ld", "d/e/up", "abs", "chain1", "chain2", "loop1", "loop2",
		"self", "dangling", "tofile", "root", "d/slash", "d/f", "d/e",
		"d"
	};
	char name[32];
	size_t i;
	int bad = 0;

	for (i = 0; i <= 40; i++) {
		snprintf(name, sizeof(name), "c%zu", i);
		bad |= unlink(at(name));
	}
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		bad |= unlink(at(names[i])) && rmdir(at(names[i]));
	bad |= rmdir(base);
	ok(!bad, "the temporary folder is removed");
}

int main(void)
{
	char tmp[PATH_MAX], cwd[PATH_MAX], *slash;

	umask(022);
	snprintf(tmp, sizeof(tmp), "/tmp/klibc-path-XXXXXX");
	if (!mkdtemp(tmp)) {
		snprintf(tmp, sizeof(tmp), "klibc-path-XXXXXX");
		if (!mkdtemp(tmp)) {
			ok(1, "# skip no writable folder for temporary files");
			return done();
		}
	}
	if (!realpath(tmp, base) || chdir(tmp) || !getcwd(cwd, sizeof(cwd)) ||
	    chdir("/")) {
		ok(0, "realpath of the temporary folder");
		return done();
	}
	is_str(base, cwd, "realpath of the temporary folder is its getcwd");
	snprintf(parent, sizeof(parent), "%s", base);
	slash = strrchr(parent, '/');
	if (slash == parent)
		slash++;
	*slash = '\0';

	links();
	too_long();
	temporaries();
	cleanup();
	return done();
}
