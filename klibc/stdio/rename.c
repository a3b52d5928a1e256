/* SPDX-License-Identifier: MIT */
/* rename: rename a file. */
#include <fcntl.h>
#include <stdio.h>

int rename(const char *from, const char *to)
{
	return renameat2(AT_FDCWD, from, AT_FDCWD, to, 0);
}
