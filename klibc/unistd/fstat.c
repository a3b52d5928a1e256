/* SPDX-License-Identifier: MIT */
/* fstat: file status of an open file descriptor. */
#include <sys/stat.h>
#include <fcntl.h>

int fstat(int fd, struct stat *st)
{
	return fstatat(fd, "", st, AT_EMPTY_PATH);
}
