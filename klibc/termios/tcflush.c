/* SPDX-License-Identifier: MIT */
/* tcflush: discard a terminal's pending input, output, or both. */
#include <termios.h>
#include <sys/ioctl.h>

int tcflush(int fd, int queue)
{
	return ioctl(fd, TCFLSH, (void *)(long)queue);
}
