/* SPDX-License-Identifier: MIT */
/* stat: file status by path, following symbolic links. */
#include <sys/stat.h>
#include <fcntl.h>

int stat(const char *path, struct stat *st)
{
	return fstatat(AT_FDCWD, path, st, 0);
}
