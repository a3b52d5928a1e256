/* SPDX-License-Identifier: MIT */
/* __getopt.h: the parser shared by getopt, getopt_long and getopt_long_only. */
#ifndef _KLIBC_GETOPT_H
#define _KLIBC_GETOPT_H

#include <getopt.h>

/* What getopt_long and getopt_long_only add to plain getopt. */
struct __getopt_long {
	/*
	 * Parse argv[optind] as a long option and return what getopt_long
	 * returns, or __GETOPT_SHORT when it is a cluster of short options
	 * after all (getopt_long_only's "-abc").
	 */
	int (*parse)(int argc, char * const *argv, const char *optstring,
		     int colon, const struct __getopt_long *lo);
	const struct option *options;
	int *longindex;
	int long_only;
};
#define __GETOPT_SHORT	(-2)

/* The next option; lo is NULL for plain getopt. */
int __getopt(int argc, char * const *argv, const char *optstring,
	     const struct __getopt_long *lo);

/* Write "prog: " and then each of n strings to stderr, in one write. */
void __getopt_msg(const char *prog, const char * const *parts, int n);

/* Parses a long option; see struct __getopt_long. */
int __getopt_long_parse(int argc, char * const *argv, const char *optstring,
			int colon, const struct __getopt_long *lo);

#endif
