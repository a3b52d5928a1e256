/* SPDX-License-Identifier: MIT */
/* creat: create or truncate a file for writing. */
#include <fcntl.h>

int creat(const char *path, mode_t mode)
{
	return open(path, O_CREAT | O_WRONLY | O_TRUNC, mode);
}
