/* SPDX-License-Identifier: MIT */
/* getopt: parse short command-line options (see __getopt.c). */
#include <getopt.h>
#include <unistd.h>
#include "__getopt.h"

int getopt(int argc, char * const *argv, const char *optstring)
{
	return __getopt(argc, argv, optstring, NULL);
}
