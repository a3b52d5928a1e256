/* SPDX-License-Identifier: MIT */
/* mkstemp: create and open a new file of a unique name from a template. */
#include <stdlib.h>
#include <fcntl.h>
#include "__tempname.h"

static int make(const char *name)
{
	return open(name, O_RDWR | O_CREAT | O_EXCL, 0600);
}

int mkstemp(char *template)
{
	return __tempname(template, make);
}
