/* SPDX-License-Identifier: MIT */
/* args.c: the resume program's command line, in Debian's form and ours. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <errno.h>
#include <unistd.h>
#include "resume.h"

static const char usage_text[] =
	"Usage: resume [-o offset] device [offset]\n"
	"  offset     the swap header's offset in pages (a swap file),\n"
	"             with -o or after the device, as Debian's resume takes it\n"
	"  device     /dev/name, MAJ:MIN, UUID=, LABEL=, PARTUUID=, ...\n";

static int pages(const char *s, unsigned long long *v)
{
	char *end;

	errno = 0;
	*v = strtoull(s, &end, 0);
	/* strtoull would take " -5" as a huge number: digits only. */
	if (errno || *end || !isdigit((unsigned char)*s)) {
		fprintf(stderr, "resume: %s: not a number of pages\n", s);
		return -1;
	}
	return 0;
}

int resume_args(int argc, char **argv, const char **spec,
		unsigned long long *offset)
{
	int c, have_o = 0;

	*offset = 0;
	while ((c = getopt(argc, argv, "o:h")) != -1) {
		switch (c) {
		case 'o':
			if (pages(optarg, offset))
				return -1;
			have_o = 1;
			break;
		case 'h':
			fputs(usage_text, stdout);
			return 1;
		default:
			goto bad;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || argc > 2)
		goto bad;
	*spec = argv[0];
	if (argc == 2) {
		/* Two offsets that may disagree: refuse rather than guess. */
		if (have_o) {
			fprintf(stderr,
				"resume: an offset both with -o and after the device\n");
			return -1;
		}
		if (pages(argv[1], offset))
			return -1;
	}
	return 0;
bad:
	fputs(usage_text, stderr);
	return -1;
}
