/* SPDX-License-Identifier: MIT */
/* mv: rename files; across filesystems, copy them and remove the source. */
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

static const char usage_text[] =
	"usage: mv [-fnT] source dest\n"
	"       mv [-fn] source... directory\n"
	"  -f replace (default)  -n never replace  -T dest is not a directory\n";

#ifndef RENAME_NOREPLACE
#define RENAME_NOREPLACE 1
#endif

static int noclobber;
static int is_root;

static int copy_tree(const char *src, const char *dst);

/* Owner, mode and times of dst from st; only root can give files away. */
static int attrs(int fd, const char *dst, const struct stat *st)
{
	struct timespec ts[2] = { st->st_atim, st->st_mtim };
	int link = S_ISLNK(st->st_mode);

	if (is_root && (fd >= 0 ? fchown(fd, st->st_uid, st->st_gid) :
				  fchownat(AT_FDCWD, dst, st->st_uid,
					   st->st_gid, AT_SYMLINK_NOFOLLOW)))
		goto fail;
	if (!link && (fd >= 0 ? fchmod(fd, st->st_mode & 07777) :
				chmod(dst, st->st_mode & 07777)))
		goto fail;
	if (fd >= 0 ? futimens(fd, ts) :
		      utimensat(AT_FDCWD, dst, ts,
				link ? AT_SYMLINK_NOFOLLOW : 0))
		goto fail;
	return 0;
fail:
	warn_errno("%s", dst);
	return 1;
}

static int copy_file(const char *src, const char *dst, const struct stat *st)
{
	static char buf[65536];
	int in, out, status = 0;
	ssize_t n;

	in = open(src, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
	if (in < 0) {
		warn_errno("%s", src);
		return 1;
	}
	out = open(dst, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
		   0600);
	if (out < 0) {
		warn_errno("%s", dst);
		close(in);
		return 1;
	}
	while ((n = read(in, buf, sizeof(buf))) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			warn_errno("%s", src);
			status = 1;
			break;
		}
		if (write_all(out, buf, (size_t)n)) {
			warn_errno("%s", dst);
			status = 1;
			break;
		}
	}
	if (!status)
		status = attrs(out, dst, st);
	if (close(out) && !status) {
		warn_errno("%s", dst);
		status = 1;
	}
	close(in);
	return status;
}

static int copy_dir(const char *src, const char *dst, const struct stat *st)
{
	struct dirent *de;
	char *s, *d;
	int status = 0;
	DIR *dir;

	/* Owner-writable while it is filled; the real mode comes last. */
	if (mkdir(dst, 0700)) {
		warn_errno("%s", dst);
		return 1;
	}
	dir = opendir(src);
	if (!dir) {
		warn_errno("%s", src);
		return 1;
	}
	while ((errno = 0, de = readdir(dir))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		s = path_join(src, de->d_name);
		d = path_join(dst, de->d_name);
		status |= copy_tree(s, d);
		free(s);
		free(d);
	}
	if (errno) {
		warn_errno("%s", src);
		status = 1;
	}
	closedir(dir);
	return status | attrs(-1, dst, st);
}

static int copy_tree(const char *src, const char *dst)
{
	char target[PATH_MAX];
	struct stat st;
	ssize_t n;

	if (lstat(src, &st)) {
		warn_errno("%s", src);
		return 1;
	}
	switch (st.st_mode & S_IFMT) {
	case S_IFREG: return copy_file(src, dst, &st);
	case S_IFDIR: return copy_dir(src, dst, &st);
	case S_IFLNK:
		n = readlink(src, target, sizeof(target) - 1);
		if (n < 0) {
			warn_errno("%s", src);
			return 1;
		}
		target[n] = '\0';
		if (symlink(target, dst)) {
			warn_errno("%s", dst);
			return 1;
		}
		return attrs(-1, dst, &st);
	default:
		if (mknod(dst, st.st_mode & (S_IFMT | 0777), st.st_rdev)) {
			warn_errno("%s", dst);
			return 1;
		}
		return attrs(-1, dst, &st);
	}
}

static int move(const char *src, const char *dst)
{
	struct stat ss, ds;
	int r;

	if (noclobber) {
		r = renameat2(AT_FDCWD, src, AT_FDCWD, dst, RENAME_NOREPLACE);
		/* Filesystems without RENAME_NOREPLACE: check, then rename. */
		if (r && (errno == EINVAL || errno == ENOSYS))
			r = lstat(dst, &ds) == 0 ? (errno = EEXIST, -1) :
						   rename(src, dst);
	} else {
		r = rename(src, dst);
	}
	if (r == 0 || (noclobber && errno == EEXIST))
		return 0;
	if (errno != EXDEV) {
		warn_errno("cannot move %s to %s", src, dst);
		return 1;
	}
	if (noclobber && lstat(dst, &ds) == 0)
		return 0;
	/* Another filesystem: copy everything first, remove the source last. */
	if (lstat(src, &ss)) {
		warn_errno("%s", src);
		return 1;
	}
	if (lstat(dst, &ds) == 0) {
		if (S_ISDIR(ds.st_mode) && !S_ISDIR(ss.st_mode)) {
			warn_msg("cannot overwrite directory %s with %s", dst,
				 src);
			return 1;
		}
		if (!S_ISDIR(ds.st_mode) && S_ISDIR(ss.st_mode)) {
			warn_msg("cannot overwrite %s with directory %s", dst,
				 src);
			return 1;
		}
		/* As rename(2): an empty directory may be replaced. */
		if (S_ISDIR(ds.st_mode) ? rmdir(dst) : unlink(dst)) {
			warn_errno("%s", dst);
			return 1;
		}
	}
	if (copy_tree(src, dst)) {
		warn_msg("%s: not removed, as it was not copied completely",
			 src);
		return 1;
	}
	return remove_tree(src);
}

int main(int argc, char **argv)
{
	int c, notdir = 0, n, i, status = 0;
	const char *dest;
	struct stat st;
	char *full;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":fnTh")) != -1) {
		switch (c) {
		case 'f': noclobber = 0; break;
		case 'n': noclobber = 1; break;
		case 'T': notdir = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	argv += optind;
	n = argc - optind;
	if (n < 2 || (notdir && n != 2))
		usage(1);
	is_root = geteuid() == 0;
	dest = argv[--n];
	if (notdir || stat(dest, &st) || !S_ISDIR(st.st_mode)) {
		if (n > 1)
			die("%s: not a directory", dest);
		return move(argv[0], dest);
	}
	for (i = 0; i < n; i++) {
		full = path_into(dest, argv[i]);
		status |= move(argv[i], full);
		free(full);
	}
	return status;
}
