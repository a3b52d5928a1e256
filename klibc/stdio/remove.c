/* SPDX-License-Identifier: MIT */
/* remove: remove a file, or an empty directory. */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>

int remove(const char *path)
{
	int r = unlinkat(AT_FDCWD, path, 0);

	/* Linux says EISDIR for a directory. */
	if (r < 0 && errno == EISDIR)
		r = unlinkat(AT_FDCWD, path, AT_REMOVEDIR);
	return r;
}
