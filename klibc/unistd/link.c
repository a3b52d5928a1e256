/* SPDX-License-Identifier: MIT */
/* link: make a hard link. */
#include <unistd.h>
#include <fcntl.h>

int link(const char *old, const char *new)
{
	return linkat(AT_FDCWD, old, AT_FDCWD, new, 0);
}
