/* SPDX-License-Identifier: MIT */
/* symlink: make a symbolic link. */
#include <unistd.h>
#include <fcntl.h>

int symlink(const char *target, const char *path)
{
	return symlinkat(target, AT_FDCWD, path);
}
