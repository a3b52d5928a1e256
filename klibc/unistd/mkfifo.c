/* SPDX-License-Identifier: MIT */
/* mkfifo: make a named pipe. */
#include <sys/stat.h>
#include <fcntl.h>

int mkfifo(const char *path, mode_t mode)
{
	return mknodat(AT_FDCWD, path, S_IFIFO | (mode & 07777), 0);
}
