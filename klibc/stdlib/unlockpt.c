/* SPDX-License-Identifier: MIT */
/* unlockpt: let the slave of a pseudo-terminal master be opened. */
#include <stdlib.h>
#include <sys/ioctl.h>

int unlockpt(int fd)
{
	int lock = 0;

	return ioctl(fd, TIOCSPTLCK, &lock);
}
