/* SPDX-License-Identifier: MIT */
/* mode_option: the options of a program whose only one is -m mode. */
#include <unistd.h>
#include "utils.h"

const char *mode_option(int argc, char **argv)
{
	const char *mode = NULL;
	int c;

	while ((c = getopt(argc, argv, ":m:h")) != -1) {
		if (c == 'm')
			mode = optarg;
		else if (c == 'h')
			usage(0);
		else
			opt_error(c);
	}
	return mode;
}
