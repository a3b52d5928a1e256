/* SPDX-License-Identifier: MIT */
/* rmdir: remove an empty directory. */
#include <unistd.h>
#include <fcntl.h>

int rmdir(const char *path)
{
	return unlinkat(AT_FDCWD, path, AT_REMOVEDIR);
}
