/* SPDX-License-Identifier: MIT */
/* dirent.c: opendir/readdir/closedir, fdopendir, rewinddir, scandir with alphasort. */
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include "tap.h"

static int no_dots(const struct dirent *e)
{
	return e->d_name[0] != '.';
}

int main(void)
{
	char dir[64], path[128];
	struct dirent *e, **list;
	DIR *d;
	int i, n, fd, seen = 0, dots = 0, count = 0;

	snprintf(dir, sizeof(dir), "tmp-dirent-%d", (int)getpid());
	ok(mkdir(dir, 0755) == 0, "make a directory");
	/* enough entries to need several getdents64 calls */
	for (i = 0; i < 300; i++) {
		snprintf(path, sizeof(path), "%s/file-%03d", dir, 299 - i);
		fd = open(path, O_CREAT | O_WRONLY, 0644);
		close(fd);
	}
	snprintf(path, sizeof(path), "%s/sub", dir);
	mkdir(path, 0755);

	d = opendir(dir);
	ok(d != NULL, "opendir");
	errno = 0;
	while ((e = readdir(d))) {
		count++;
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			dots++;
		else if (!strcmp(e->d_name, "sub"))
			seen += e->d_type == DT_DIR || e->d_type == DT_UNKNOWN;
	}
	is_int(errno, 0, "readdir ends without an error");
	is_int(count, 303, "readdir sees every entry once");
	is_int(dots, 2, ". and ..");
	is_int(seen, 1, "d_type of a directory");
	rewinddir(d);
	ok(readdir(d) != NULL, "rewinddir starts again");
	ok(dirfd(d) >= 0, "dirfd");
	is_int(closedir(d), 0, "closedir");

	fd = open(dir, O_RDONLY | O_DIRECTORY);
	d = fdopendir(fd);
	ok(d != NULL && readdir(d) != NULL, "fdopendir");
	closedir(d);
	fd = open("/dev/null", O_RDONLY);
	ok(fdopendir(fd) == NULL && errno == ENOTDIR, "fdopendir of a non-directory: ENOTDIR");
	close(fd);
	ok(opendir("no-such-dir") == NULL && errno == ENOENT, "opendir of a missing directory: ENOENT");

	n = scandir(dir, &list, no_dots, alphasort);
	is_int(n, 301, "scandir with a filter");
	if (n == 301) {
		is_str(list[0]->d_name, "file-000", "alphasort: first");
		is_str(list[299]->d_name, "file-299", "alphasort: last file");
		is_str(list[300]->d_name, "sub", "alphasort: sub sorts after file-*");
		for (i = 1, seen = 1; i < n; i++)
			seen &= strcmp(list[i - 1]->d_name, list[i]->d_name) < 0;
		ok(seen, "scandir's result is sorted");
	}
	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);

	for (i = 0; i < 300; i++) {
		snprintf(path, sizeof(path), "%s/file-%03d", dir, i);
		unlink(path);
	}
	snprintf(path, sizeof(path), "%s/sub", dir);
	rmdir(path);
	ok(rmdir(dir) == 0, "clean up");
	return done();
}
