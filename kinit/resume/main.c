/* resume: resume from a hibernation image, as Debian's klibc-utils resume. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include "kinit.h"
#include "resume.h"

static void usage(int status)
{
	fprintf(status ? stderr : stdout,
		"Usage: resume [-o offset] device\n"
		"  -o offset  the swap header's offset in pages (a swap file)\n"
		"  device     /dev/name, MAJ:MIN, UUID=, LABEL=, PARTUUID=, ...\n");
	exit(status);
}

int main(int argc, char **argv)
{
	unsigned long long offset = 0;
	char *end;
	int c;

	kinit_prog = "resume";
	while ((c = getopt(argc, argv, "o:h")) != -1) {
		switch (c) {
		case 'o':
			errno = 0;
			offset = strtoull(optarg, &end, 0);
			if (errno || *end || !*optarg || *optarg == '-') {
				fprintf(stderr, "resume: -o %s: not a number of pages\n",
					optarg);
				return 2;
			}
			break;
		case 'h':
			usage(0);
			break;
		default:
			usage(2);
		}
	}
	if (argc - optind != 1)
		usage(2);
	/* Returns only when nothing was resumed. */
	return resume_from(argv[optind], offset, 0) < 0 ? 2 : 1;
}
