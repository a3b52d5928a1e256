/* SPDX-License-Identifier: MIT */
/* readlink: print the target of symbolic links, or canonical names (-f). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: readlink [-fen] file...\n"
	"  -f canonical name (last part may be missing)  -e all must exist\n"
	"  -n no newline\n";

/*
 * The canonical name when the last component need not exist: a dangling
 * symlink is followed to its target, anything else is put after the
 * canonical name of its directory.
 */
static int canon_missing(const char *path, char *out, int depth)
{
	char dir[PATH_MAX], link[PATH_MAX], next[PATH_MAX];
	const char *base;
	struct stat st;
	size_t blen, dlen;
	ssize_t n;

	if (depth > 40) {
		errno = ELOOP;
		return -1;
	}
	base = path_base(path, &blen);
	dlen = (size_t)(base - path);
	if (dlen >= sizeof(dir) || (blen == 1 && *base == '/')) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(dir, path, dlen);
	dir[dlen] = '\0';
	if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
		n = readlink(path, link, sizeof(link) - 1);
		if (n < 0)
			return -1;
		link[n] = '\0';
		if (link[0] == '/' || !dlen) {
			if ((size_t)n >= sizeof(next))
				goto toolong;
			strcpy(next, link);
		} else if (snprintf(next, sizeof(next), "%s%s", dir, link) >=
			   (int)sizeof(next)) {
			goto toolong;
		}
		if (realpath(next, out))
			return 0;
		return errno == ENOENT ? canon_missing(next, out, depth + 1) :
					 -1;
	}
	/* "." and ".." must exist to mean anything. */
	if ((blen == 1 && base[0] == '.') ||
	    (blen == 2 && base[0] == '.' && base[1] == '.')) {
		errno = ENOENT;
		return -1;
	}
	if (!realpath(dlen ? dir : ".", dir))
		return -1;
	if (strlen(dir) + 1 + blen >= PATH_MAX)
		goto toolong;
	if (strcmp(dir, "/"))
		strcat(dir, "/");
	strncat(dir, base, blen);
	strcpy(out, dir);
	return 0;
toolong:
	errno = ENAMETOOLONG;
	return -1;
}

int main(int argc, char **argv)
{
	char buf[PATH_MAX];
	int c, canon = 0, no_nl = 0, status = 0;
	ssize_t n;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":fenh")) != -1) {
		switch (c) {
		case 'f':
		case 'e': canon = c; break;
		case 'n': no_nl = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind >= argc)
		usage(1);
	for (; optind < argc; optind++) {
		const char *p = argv[optind];

		if (canon) {
			if (!realpath(p, buf) &&
			    (canon == 'e' || errno != ENOENT ||
			     canon_missing(p, buf, 0))) {
				warn_errno("%s", p);
				status = 1;
				continue;
			}
		} else {
			n = readlink(p, buf, sizeof(buf) - 1);
			if (n < 0) {
				/* Quiet for a non-link, as GNU's. */
				if (errno != EINVAL)
					warn_errno("%s", p);
				status = 1;
				continue;
			}
			buf[n] = '\0';
		}
		fputs(buf, stdout);
		if (!no_nl || optind + 1 < argc)
			putchar('\n');
	}
	return status;
}
