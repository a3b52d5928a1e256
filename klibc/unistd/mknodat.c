/* SPDX-License-Identifier: MIT */
/*
 * mknodat: make a device node, FIFO or file.  The kernel takes the device
 * number as 32 bits (12-bit major, 20-bit minor), which are the low half
 * of our dev_t; passing the 64-bit value itself would put it in a register
 * pair on 32-bit architectures, where the kernel does not look for it.
 */
#include <sys/stat.h>
#include <errno.h>

extern int __mknodat(int, const char *, mode_t, unsigned int);

int mknodat(int dirfd, const char *path, mode_t mode, dev_t dev)
{
	if (dev != (unsigned int)dev) {
		errno = EINVAL;
		return -1;
	}
	return __mknodat(dirfd, path, mode, (unsigned int)dev);
}
