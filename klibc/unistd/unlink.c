/* SPDX-License-Identifier: MIT */
/* unlink: remove a name from the filesystem. */
#include <unistd.h>
#include <fcntl.h>

int unlink(const char *path)
{
	return unlinkat(AT_FDCWD, path, 0);
}
