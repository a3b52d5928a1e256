/* SPDX-License-Identifier: MIT */
/* mkdir: make directories, with their parents (-p) and a mode (-m). */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: mkdir [-p] [-m mode] directory...\n"
	"  -p make parents, existing is fine  -m mode (octal or u+rwx...)\n";

static int make(char *path, int parents, int set_mode, mode_t mode)
{
	struct stat st;
	char *p = path;

	if (parents) {
		/* Every parent, from the top; existing ones are passed. */
		for (;;) {
			while (*p == '/')
				p++;
			p = strchr(p, '/');
			if (!p)
				break;
			*p = '\0';
			if (mkdir(path, 0777) && errno != EEXIST) {
				warn_errno("%s", path);
				*p = '/';
				return 1;
			}
			if (stat(path, &st) == 0 && !S_ISDIR(st.st_mode)) {
				warn_msg("%s: not a directory", path);
				*p = '/';
				return 1;
			}
			*p = '/';
		}
	}
	if (mkdir(path, set_mode ? mode & 0777 : 0777)) {
		if (!(parents && errno == EEXIST && stat(path, &st) == 0 &&
		      S_ISDIR(st.st_mode))) {
			warn_errno("%s", path);
			return 1;
		}
		return 0;
	}
	/* The umask may have taken bits away, and special bits need chmod. */
	if (set_mode && chmod(path, mode)) {
		warn_errno("%s", path);
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	int c, parents = 0, set_mode = 0, status = 0;
	mode_t mode = 0;
	const char *mode_s = NULL;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":pm:h")) != -1) {
		switch (c) {
		case 'p': parents = 1; break;
		case 'm': mode_s = optarg; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind >= argc)
		usage(1);
	/* Failures exit 255, as Debian's mkdir; usage errors 1. */
	die_status = 255;
	if (mode_s) {
		mode = mode_arg(mode_s, S_IFDIR | 0777);
		set_mode = 1;
	}
	for (; optind < argc; optind++)
		if (make(argv[optind], parents, set_mode, mode))
			status = die_status;
	return status;
}
