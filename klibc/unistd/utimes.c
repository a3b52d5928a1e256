/* SPDX-License-Identifier: MIT */
/* utimes: set a file's times in microseconds. */
#include <sys/time.h>
#include <fcntl.h>

int utimes(const char *path, const struct timeval *tv)
{
	return futimesat(AT_FDCWD, path, tv);
}
