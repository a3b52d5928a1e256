/* SPDX-License-Identifier: MIT */
/* lstat: file status by path, not following a final symbolic link. */
#include <sys/stat.h>
#include <fcntl.h>

int lstat(const char *path, struct stat *st)
{
	return fstatat(AT_FDCWD, path, st, AT_SYMLINK_NOFOLLOW);
}
