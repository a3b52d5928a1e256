/* SPDX-License-Identifier: MIT */
/* isatty: whether a file descriptor refers to a terminal. */
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>

int isatty(int fd)
{
	struct termios t;

	/* Only terminals answer TCGETS; the rest fail with ENOTTY. */
	return ioctl(fd, TCGETS, &t) == 0;
}
