/* SPDX-License-Identifier: MIT */
/* mknod: make a device node, FIFO or file. */
#include <sys/stat.h>
#include <fcntl.h>

int mknod(const char *path, mode_t mode, dev_t dev)
{
	return mknodat(AT_FDCWD, path, mode, dev);
}
