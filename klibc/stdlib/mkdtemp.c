/* SPDX-License-Identifier: MIT */
/* mkdtemp: create a new folder of a unique name from a template. */
#include <stdlib.h>
#include <sys/stat.h>
#include "__tempname.h"

static int make(const char *name)
{
	return mkdir(name, 0700);
}

char *mkdtemp(char *template)
{
	return __tempname(template, make) ? NULL : template;
}
