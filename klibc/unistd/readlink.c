/* SPDX-License-Identifier: MIT */
/* readlink: read the target of a symbolic link (not NUL-terminated). */
#include <unistd.h>
#include <fcntl.h>

ssize_t readlink(const char *path, char *buf, size_t size)
{
	return readlinkat(AT_FDCWD, path, buf, size);
}
