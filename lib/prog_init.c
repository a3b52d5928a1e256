/* SPDX-License-Identifier: MIT */
/* prog_init: the program's name and usage, and the flush check at exit. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "utils.h"

const char *prog_usage = "";
int die_status = 1;

void prog_init(int argc, char **argv, const char *text)
{
	const char *s;

	if (argc > 0 && argv[0] && *argv[0]) {
		s = strrchr(argv[0], '/');
		progname = s && s[1] ? s + 1 : argv[0];
	}
	prog_usage = text;
	/* Messages from getopt would carry the whole path; ours do not. */
	opterr = 0;
	atexit(flush_stdout);
	if (argc == 2 && !strcmp(argv[1], "--help"))
		usage(0);
}
