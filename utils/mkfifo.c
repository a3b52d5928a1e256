/* SPDX-License-Identifier: MIT */
/* mkfifo: make named pipes. */
#include <sys/stat.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] = "usage: mkfifo [-m mode] name...\n";

int main(int argc, char **argv)
{
	int c, status = 0;
	mode_t mode = 0, mask;
	const char *mode_arg = NULL;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":m:h")) != -1) {
		if (c == 'm')
			mode_arg = optarg;
		else if (c == 'h')
			usage(0);
		else
			opt_error(c);
	}
	if (optind >= argc)
		usage(1);
	/* Failures exit 255, as Debian's mkfifo; usage errors 1. */
	die_status = 255;
	mask = umask(0);
	umask(mask);
	if (mode_arg && mode_parse(mode_arg, S_IFIFO | 0666, mask, &mode))
		die("invalid mode '%s'", mode_arg);
	for (; optind < argc; optind++) {
		if (mkfifo(argv[optind], 0666) ||
		    (mode_arg && chmod(argv[optind], mode))) {
			warn_errno("%s", argv[optind]);
			status = die_status;
		}
	}
	return status;
}
