/* SPDX-License-Identifier: MIT */
/*
 * resolve.c: follow a path inside a new root as the kernel will once it has
 * chrooted there, so that an absolute symbolic link (Debian's
 * /sbin/init -> /lib/systemd/systemd) is looked up in the new root and not
 * in the initramfs that is still / while we check.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "kinit.h"
#include "run_init.h"

#define MAX_LINKS 40	/* the kernel's MAXSYMLINKS */

/* Drop the last component of the resolved path of length *len. */
static void drop_last(char *out, size_t *len)
{
	char *q = strrchr(out, '/');

	*len = q ? (size_t)(q - out) : 0;
	out[*len] = '\0';
}

/* On failure out shows how far the lookup got, then what was left of it. */
static int failed(int e, char *out, size_t len, size_t outsz, const char *rest)
{
	if (len + strlen(rest) < outsz)
		strcpy(out + len, rest);
	return e;
}

int resolve_in_root(int rootfd, const char *path, char *out, size_t outsz)
{
	char todo[PATH_MAX], link[PATH_MAX];
	size_t len = 0, n, rest;
	int links = 0;
	struct stat st;
	char *p;
	ssize_t l;

	if (!outsz)
		return ENAMETOOLONG;
	n = strlen(path);
	if (n >= sizeof(todo))
		return ENAMETOOLONG;
	memcpy(todo, path, n + 1);
	out[0] = '\0';
	p = todo;
	for (;;) {
		while (*p == '/')
			p++;
		if (!*p)
			return 0;
		n = strcspn(p, "/");
		if (n == 1 && p[0] == '.') {
			p += n;
			continue;
		}
		if (n == 2 && p[0] == '.' && p[1] == '.') {
			/* The resolved part holds no links: ".." is textual. */
			drop_last(out, &len);
			p += n;
			continue;
		}
		if (len + 1 + n + 1 > outsz)
			return ENAMETOOLONG;
		if (len)
			out[len++] = '/';
		memcpy(out + len, p, n);
		len += n;
		out[len] = '\0';
		p += n;
		if (fstatat(rootfd, out, &st, AT_SYMLINK_NOFOLLOW))
			return failed(errno, out, len, outsz, p);
		if (S_ISLNK(st.st_mode)) {
			if (++links > MAX_LINKS)
				return ELOOP;
			l = readlinkat(rootfd, out, link, sizeof(link));
			if (l < 0)
				return errno;
			if ((size_t)l >= sizeof(link))
				return ENAMETOOLONG;
			/* What is left of the path goes after the target. */
			rest = strlen(p);
			if ((size_t)l + rest + 1 > sizeof(todo))
				return ENAMETOOLONG;
			memmove(todo + l, p, rest + 1);
			memcpy(todo, link, l);
			p = todo;
			if (link[0] == '/') {
				len = 0;
				out[0] = '\0';
			} else {
				drop_last(out, &len);
			}
			continue;
		}
		if (*p && !S_ISDIR(st.st_mode))
			return failed(ENOTDIR, out, len, outsz, p);
	}
}

int init_runnable(int rootfd, const char *init, char *real, size_t realsz)
{
	struct stat st;
	int e;

	e = resolve_in_root(rootfd, init, real, realsz);
	if (e)
		return e;
	if (fstatat(rootfd, *real ? real : ".", &st, 0))
		return errno;
	if (S_ISDIR(st.st_mode))
		return EISDIR;
	/* execve(2) runs only regular files with an execute bit. */
	if (!S_ISREG(st.st_mode) || !(st.st_mode & 0111))
		return EACCES;
	if (faccessat(rootfd, real, X_OK, 0))
		return errno;
	return 0;
}
