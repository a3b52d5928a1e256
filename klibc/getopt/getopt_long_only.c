/* SPDX-License-Identifier: MIT */
/*
 * getopt_long_only: getopt_long that also takes "-name" for a long option
 * (see __getopt.c).
 */
#include <getopt.h>
#include "__getopt.h"

int getopt_long_only(int argc, char * const *argv, const char *optstring,
		     const struct option *longopts, int *longindex)
{
	struct __getopt_long lo = {
		__getopt_long_parse, longopts, longindex, 1
	};

	return __getopt(argc, argv, optstring, &lo);
}
