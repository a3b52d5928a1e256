/* SPDX-License-Identifier: MIT */
/* usage: print the usage text and exit. */
#include <stdio.h>
#include <stdlib.h>
#include "utils.h"

void usage(int status)
{
	fputs(prog_usage, status ? stderr : stdout);
	exit(status);
}
