/* SPDX-License-Identifier: MIT */
/* mkfifoat: make a named pipe relative to a directory. */
#include <sys/stat.h>

int mkfifoat(int dirfd, const char *path, mode_t mode)
{
	return mknodat(dirfd, path, S_IFIFO | (mode & 07777), 0);
}
