/* SPDX-License-Identifier: MIT */
/* mkdir: make a directory. */
#include <sys/stat.h>
#include <fcntl.h>

int mkdir(const char *path, mode_t mode)
{
	return mkdirat(AT_FDCWD, path, mode);
}
