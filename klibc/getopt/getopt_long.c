/* SPDX-License-Identifier: MIT */
/* getopt_long: parse short and "--name" long options (see __getopt.c). */
#include <getopt.h>
#include "__getopt.h"

int getopt_long(int argc, char * const *argv, const char *optstring,
		const struct option *longopts, int *longindex)
{
	struct __getopt_long lo = {
		__getopt_long_parse, longopts, longindex, 0
	};

	return __getopt(argc, argv, optstring, &lo);
}
