/* SPDX-License-Identifier: MIT */
/* renameat: rename a file, relative to directories. */
#include <stdio.h>

int renameat(int fromdir, const char *from, int todir, const char *to)
{
	return renameat2(fromdir, from, todir, to, 0);
}
