/* SPDX-License-Identifier: MIT */
/* ls: list files and directory contents. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "utils.h"

static const char usage_text[] =
	"usage: ls [-1aAdilns] [file...]\n"
	"  -a all  -A almost all  -d directories themselves  -i inodes\n"
	"  -l -n  long form (Debian klibc's)  -s KiB allocated  -1 (default)\n";

struct entry {
	char *name; /* as shown */
	char *path; /* to stat and readlink */
	struct stat st;
};

static int all, almost_all, dirs_as_files, inodes, longform, blocks;
static int status;

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct entry *)a)->name,
		      ((const struct entry *)b)->name);
}

static int digits(unsigned long long v)
{
	int n = 1;

	while (v >= 10) {
		v /= 10;
		n++;
	}
	return n;
}

static unsigned long long kib(const struct stat *st)
{
	return ((unsigned long long)st->st_blocks + 1) / 2;
}

/* The size column: bytes, or major,minor for devices. */
static void size_text(const struct stat *st, char *buf, size_t len)
{
	if (S_ISCHR(st->st_mode) || S_ISBLK(st->st_mode))
		snprintf(buf, len, "%u,%u", major(st->st_rdev),
			 minor(st->st_rdev));
	else
		snprintf(buf, len, "%llu", (unsigned long long)st->st_size);
}

/* Print entries in columns sized to the widest value of this listing. */
static void print(struct entry *e, size_t n, int total)
{
	int wi = 0, wb = 0, wl = 0, wu = 0, wg = 0, ws = 0, w;
	unsigned long long sum = 0;
	char size[48], mode[11], target[PATH_MAX];
	size_t i;
	ssize_t t;

	for (i = 0; i < n; i++) {
		const struct stat *st = &e[i].st;

		sum += kib(st);
		if ((w = digits((unsigned long long)st->st_ino)) > wi)
			wi = w;
		if ((w = digits(kib(st))) > wb)
			wb = w;
		if ((w = digits((unsigned long long)st->st_nlink)) > wl)
			wl = w;
		if ((w = digits(st->st_uid)) > wu)
			wu = w;
		if ((w = digits(st->st_gid)) > wg)
			wg = w;
		size_text(st, size, sizeof(size));
		if ((w = (int)strlen(size)) > ws)
			ws = w;
	}
	if (total && blocks)
		printf("total %llu\n", sum);
	for (i = 0; i < n; i++) {
		const struct stat *st = &e[i].st;

		if (inodes)
			printf("%*llu ", wi, (unsigned long long)st->st_ino);
		if (blocks)
			printf("%*llu ", wb, kib(st));
		if (longform) {
			size_text(st, size, sizeof(size));
			printf("%s %*llu %*u %*u %*s ",
			       mode_string(st->st_mode, mode), wl,
			       (unsigned long long)st->st_nlink, wu,
			       (unsigned)st->st_uid, wg, (unsigned)st->st_gid,
			       ws, size);
		}
		fputs(e[i].name, stdout);
		if (longform && S_ISLNK(st->st_mode)) {
			t = readlink(e[i].path, target, sizeof(target) - 1);
			if (t >= 0) {
				target[t] = '\0';
				printf(" -> %s", target);
			}
		}
		putchar('\n');
	}
}

static void free_entries(struct entry *e, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (e[i].path != e[i].name)
			free(e[i].path);
		free(e[i].name);
	}
	free(e);
}

static void list_dir(const char *dir)
{
	struct entry *e = NULL;
	struct dirent *de;
	size_t n = 0;
	DIR *d = opendir(dir);

	if (!d) {
		warn_errno("%s", dir);
		status = status ? status : 1;
		return;
	}
	while ((errno = 0, de = readdir(d))) {
		const char *name = de->d_name;

		if (name[0] == '.' && !all &&
		    (!almost_all || !name[1] || (name[1] == '.' && !name[2])))
			continue;
		e = xreallocarray(e, n + 1, sizeof(*e));
		e[n].name = xstrdup(name);
		e[n].path = path_join(dir, name);
		if (lstat(e[n].path, &e[n].st)) {
			warn_errno("%s", e[n].path);
			status = 1;
			free(e[n].name);
			free(e[n].path);
			continue;
		}
		n++;
	}
	if (errno) {
		warn_errno("%s", dir);
		status = 1;
	}
	closedir(d);
	qsort(e, n, sizeof(*e), by_name);
	print(e, n, 1);
	free_entries(e, n);
}

int main(int argc, char **argv)
{
	struct entry *files = NULL, *dirs = NULL;
	size_t nf = 0, nd = 0, i;
	struct stat st;
	int c, nargs, r;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":1aAdilnsh")) != -1) {
		switch (c) {
		case '1': break;
		case 'a': all = 1; break;
		case 'A': almost_all = 1; break;
		case 'd': dirs_as_files = 1; break;
		case 'i': inodes = 1; break;
		case 'l':
		case 'n': longform = 1; break;
		case 's': blocks = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	nargs = argc - optind;
	if (!nargs)
		argv[--optind] = ".";
	for (; optind < argc; optind++) {
		const char *a = argv[optind];

		/* A symlink named here is entered, unless it is to be shown. */
		r = (longform || dirs_as_files) ? lstat(a, &st) : stat(a, &st);
		if (r && errno == ENOENT && !longform && !dirs_as_files)
			r = lstat(a, &st);
		if (r) {
			warn_errno("cannot access %s", a);
			status = 2;
			continue;
		}
		if (S_ISDIR(st.st_mode) && !dirs_as_files) {
			dirs = xreallocarray(dirs, nd + 1, sizeof(*dirs));
			dirs[nd].name = dirs[nd].path = xstrdup(a);
			dirs[nd++].st = st;
		} else {
			files = xreallocarray(files, nf + 1, sizeof(*files));
			files[nf].name = files[nf].path = xstrdup(a);
			files[nf++].st = st;
		}
	}
	qsort(files, nf, sizeof(*files), by_name);
	qsort(dirs, nd, sizeof(*dirs), by_name);
	print(files, nf, 0);
	for (i = 0; i < nd; i++) {
		if (nargs > 1 || nf)
			printf("%s%s:\n", (nf || i) ? "\n" : "", dirs[i].name);
		list_dir(dirs[i].name);
	}
	free_entries(files, nf);
	free_entries(dirs, nd);
	return status;
}
