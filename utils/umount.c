/* SPDX-License-Identifier: MIT */
/* umount: detach mounted filesystems. */
#include <errno.h>
#include <unistd.h>
#include <sys/mount.h>
#include "utils.h"

static const char usage_text[] = "usage: umount [-flin] directory...\n"
				 "  -f force  -l lazy  -i -n ignored\n";

int main(int argc, char **argv)
{
	int c, flags = 0, status = 0;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":flinh")) != -1) {
		switch (c) {
		case 'f': flags |= MNT_FORCE; break;
		case 'l': flags |= MNT_DETACH; break;
		case 'i':
		case 'n': break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind >= argc)
		usage(1);
	/* Failures exit 255, as Debian's umount; usage errors 1. */
	die_status = 255;
	for (; optind < argc; optind++) {
		if (umount2(argv[optind], flags) == 0)
			continue;
		/* EINVAL: nothing is mounted there. */
		if (errno == EINVAL)
			warn_msg("%s: not mounted", argv[optind]);
		else
			warn_errno("%s", argv[optind]);
		status = die_status;
	}
	return status;
}
