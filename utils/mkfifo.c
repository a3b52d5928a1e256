/* SPDX-License-Identifier: MIT */
/* mkfifo: make named pipes. */
#include <sys/stat.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] = "usage: mkfifo [-m mode] name...\n";

int main(int argc, char **argv)
{
	int status = 0;
	mode_t mode = 0;
	const char *mode_s;

	prog_init(argc, argv, usage_text);
	mode_s = mode_option(argc, argv);
	if (optind >= argc)
		usage(1);
	/* Failures exit 255, as Debian's mkfifo; usage errors 1. */
	die_status = 255;
	if (mode_s)
		mode = mode_arg(mode_s, S_IFIFO | 0666);
	for (; optind < argc; optind++) {
		if (mkfifo(argv[optind], 0666) ||
		    (mode_s && chmod(argv[optind], mode))) {
			warn_errno("%s", argv[optind]);
			status = die_status;
		}
	}
	return status;
}
