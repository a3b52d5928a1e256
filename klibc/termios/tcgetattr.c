/* SPDX-License-Identifier: MIT */
/* tcgetattr: read a terminal's attributes. */
#include <termios.h>
#include <sys/ioctl.h>

int tcgetattr(int fd, struct termios *t)
{
	return ioctl(fd, TCGETS, t);
}
