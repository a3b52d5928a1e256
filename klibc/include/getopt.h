/* SPDX-License-Identifier: MIT */
/* getopt.h: command-line option parsing, short and long. */
#ifndef _GETOPT_H
#define _GETOPT_H

#include <klibc/compiler.h>

struct option {
	const char *name;
	int has_arg;
	int *flag;
	int val;
};

#define no_argument		0
#define required_argument	1
#define optional_argument	2

__extern char *optarg;
__extern int optind, opterr, optopt;

__extern int getopt(int, char * const *, const char *);
__extern int getopt_long(int, char * const *, const char *,
			 const struct option *, int *);
__extern int getopt_long_only(int, char * const *, const char *,
			      const struct option *, int *);

#endif
