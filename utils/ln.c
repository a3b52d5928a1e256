/* SPDX-License-Identifier: MIT */
/* ln: make hard or symbolic links, one name or several into a directory. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: ln [-sfnT] target [link]\n"
	"       ln [-sfn] target... directory\n"
	"  -s symbolic  -f replace  -n do not enter a symlink to a directory\n"
	"  -T link is never a directory to enter\n";

static int symbolic, force;

static int make(const char *target, const char *name)
{
	struct stat st;
	int r, tries = 0;

	for (;;) {
		r = symbolic ? symlink(target, name) :
			       linkat(AT_FDCWD, target, AT_FDCWD, name, 0);
		if (r == 0)
			return 0;
		if (errno != EEXIST || !force || tries++)
			break;
		/* -f replaces files, never a directory. */
		if (lstat(name, &st) == 0 && S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			break;
		}
		if (!symbolic && lstat(target, &st) == 0) {
			struct stat dst;

			if (lstat(name, &dst) == 0 && dst.st_dev == st.st_dev &&
			    dst.st_ino == st.st_ino) {
				warn_msg("%s and %s are the same file", target,
					 name);
				return 1;
			}
		}
		if (unlink(name) && errno != ENOENT)
			break;
	}
	warn_errno("%s", name);
	return 1;
}

/* Whether name is a directory to put links into (-n: not via a symlink). */
static int is_dir(const char *name, int nofollow)
{
	struct stat st;

	if (nofollow && lstat(name, &st) == 0 && S_ISLNK(st.st_mode))
		return 0;
	return stat(name, &st) == 0 && S_ISDIR(st.st_mode);
}

int main(int argc, char **argv)
{
	int c, nofollow = 0, notdir = 0, n, i, status = 0;
	const char *dest, *base;
	char *full;
	size_t len;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":sfnTh")) != -1) {
		switch (c) {
		case 's': symbolic = 1; break;
		case 'f': force = 1; break;
		case 'n': nofollow = 1; break;
		case 'T': notdir = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	argv += optind;
	n = argc - optind;
	if (n < 1)
		usage(1);
	if (notdir && n != 2)
		usage(1);
	if (n == 1) {
		dest = ".";
	} else {
		dest = argv[--n];
		if (notdir || !is_dir(dest, nofollow)) {
			if (n > 1)
				die("%s: not a directory", dest);
			return make(argv[0], dest);
		}
	}
	for (i = 0; i < n; i++) {
		base = path_base(argv[i], &len);
		if (!len || (len == 1 && *base == '/')) {
			warn_msg("%s: no name to give the link", argv[i]);
			status = 1;
		} else {
			full = path_into(dest, argv[i]);
			status |= make(argv[i], full);
			free(full);
		}
	}
	return status;
}
