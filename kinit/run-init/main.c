/* SPDX-License-Identifier: MIT */
/*
 * run-init: switch from the initramfs to the real root and run its init,
 * with the options of Debian's klibc-utils run-init.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kinit.h"
#include "run_init.h"
#include "utils.h"

static const char usage_text[] =
	"usage: run-init [-d caps] [-c console] [-n] [-p] newroot init [args...]\n"
	"  -d caps     drop these capabilities (comma-separated names or numbers)\n"
	"  -c console  reopen standard input, output and error on this device\n"
	"  -n          dry run: check everything, change nothing\n"
	"  -p          keep the initramfs contents (do not delete them)\n";

int main(int argc, char **argv)
{
	struct runinit ri;
	int c;

	kinit_prog = progname = "run-init";
	prog_usage = usage_text;
	memset(&ri, 0, sizeof(ri));
	while ((c = getopt(argc, argv, "+d:c:nph")) != -1) {
		switch (c) {
		case 'd':
			ri.drop_caps = optarg;
			break;
		case 'c':
			ri.console = optarg;
			break;
		case 'n':
			ri.dry_run = 1;
			break;
		case 'p':
			ri.persist = 1;
			break;
		case 'h':
			usage(0);
		default:
			usage(2);
		}
	}
	if (argc - optind < 2)
		usage(2);
	ri.root = argv[optind];
	if (run_init(&ri, argv[optind + 1], argv + optind + 1))
		return 1;
	return 0;
}
