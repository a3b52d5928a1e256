/* SPDX-License-Identifier: MIT */
/* access: check the real user's permissions on a file. */
#include <unistd.h>
#include <fcntl.h>

int access(const char *path, int mode)
{
	return faccessat(AT_FDCWD, path, mode, 0);
}
