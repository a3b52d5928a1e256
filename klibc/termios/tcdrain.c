/* SPDX-License-Identifier: MIT */
/* tcdrain: wait until all output written to a terminal has been sent. */
#include <termios.h>
#include <sys/ioctl.h>

int tcdrain(int fd)
{
	/* TCSBRK with a non-zero argument only waits; it sends no break. */
	return ioctl(fd, TCSBRK, (void *)1);
}
