/* SPDX-License-Identifier: MIT */
/* remove_tree: remove a file or a tree, never leaving its filesystem. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

/* Mount points from /proc/self/mountinfo, to spot bind mounts too. */
static char **mounts;
static size_t nmounts;
static int mounts_loaded;

static void load_mounts(void)
{
	FILE *f = fopen("/proc/self/mountinfo", "r");
	char *line = NULL, *p, *e;
	size_t cap = 0;
	int i;

	if (!f)
		return;
	while (getline(&line, &cap, f) > 0) {
		/* The fifth field is the mount point. */
		for (p = line, i = 0; i < 4 && p; i++)
			p = strchr(p, ' ') ? strchr(p, ' ') + 1 : NULL;
		if (!p || !(e = strchr(p, ' ')))
			continue;
		*e = '\0';
		mnt_unescape(p);
		mounts = xreallocarray(mounts, nmounts + 1, sizeof(*mounts));
		mounts[nmounts++] = xstrdup(p);
	}
	free(line);
	fclose(f);
}

static int is_mount(const char *abs)
{
	size_t i;

	for (i = 0; i < nmounts; i++)
		if (!strcmp(mounts[i], abs))
			return 1;
	return 0;
}

/*
 * Empty the directory open as fd, whose name is path (abs: its canonical
 * absolute name, or NULL), on device dev.  Returns non-zero on failure.
 */
static int empty_dir(int fd, const char *path, const char *abs, dev_t dev)
{
	struct dirent *de;
	struct stat st, st2;
	char *sub, *subabs;
	int cfd, status = 0, dup_fd;
	DIR *d;

	dup_fd = dup(fd);
	if (dup_fd < 0 || !(d = fdopendir(dup_fd))) {
		warn_errno("%s", path);
		if (dup_fd >= 0)
			close(dup_fd);
		return 1;
	}
	while ((errno = 0, de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = path_join(path, de->d_name);
		subabs = abs ? path_join(abs, de->d_name) : NULL;
		if (fstatat(fd, de->d_name, &st, AT_SYMLINK_NOFOLLOW)) {
			if (errno != ENOENT) {
				warn_errno("%s", sub);
				status = 1;
			}
		} else if (!S_ISDIR(st.st_mode)) {
			if (unlinkat(fd, de->d_name, 0) && errno != ENOENT) {
				warn_errno("%s", sub);
				status = 1;
			}
		} else if (st.st_dev != dev || (subabs && is_mount(subabs))) {
			warn_msg("%s: a mount point: not removed", sub);
			status = 1;
		} else {
			/* A directory swapped for a symlink: not entered. */
			cfd = openat(fd, de->d_name,
				     O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
					     O_CLOEXEC);
			if (cfd < 0 || fstat(cfd, &st2) ||
			    st2.st_dev != st.st_dev ||
			    st2.st_ino != st.st_ino) {
				warn_errno("%s", sub);
				status = 1;
			} else {
				status |= empty_dir(cfd, sub, subabs, dev);
				if (unlinkat(fd, de->d_name, AT_REMOVEDIR) &&
				    errno != ENOENT) {
					warn_errno("%s", sub);
					status = 1;
				}
			}
			if (cfd >= 0)
				close(cfd);
		}
		free(sub);
		free(subabs);
	}
	if (errno) {
		warn_errno("%s", path);
		status = 1;
	}
	closedir(d);
	return status;
}

static int remove_path(const char *path)
{
	char abs[PATH_MAX];
	struct stat st;
	int fd, status;

	if (lstat(path, &st))
		return errno == ENOENT ? 0 : (warn_errno("%s", path), 1);
	if (!S_ISDIR(st.st_mode)) {
		if (unlink(path) && errno != ENOENT) {
			warn_errno("%s", path);
			return 1;
		}
		return 0;
	}
	fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
	if (fd < 0) {
		warn_errno("%s", path);
		return 1;
	}
	status = empty_dir(fd, path, realpath(path, abs) ? abs : NULL,
			   st.st_dev);
	close(fd);
	if (rmdir(path) && errno != ENOENT) {
		warn_errno("%s", path);
		status = 1;
	}
	return status;
}

int remove_tree(const char *arg)
{
	const char *base;
	char *path;
	size_t len;
	int status;

	/* "dir/" must not turn a symlink into the directory it points to. */
	path = xstrdup(arg);
	len = strlen(path);
	while (len > 1 && path[len - 1] == '/')
		path[--len] = '\0';
	base = path_base(path, &len);
	if ((len == 1 && base[0] == '.') ||
	    (len == 2 && !strncmp(base, "..", 2)) || !strcmp(path, "/")) {
		warn_msg("%s: refusing to remove", path);
		free(path);
		return 1;
	}
	if (!mounts_loaded) {
		load_mounts();
		mounts_loaded = 1;
	}
	status = remove_path(path);
	free(path);
	return status;
}
