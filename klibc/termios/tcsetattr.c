/* SPDX-License-Identifier: MIT */
/* tcsetattr: set a terminal's attributes now, after output, or flushing. */
#include <errno.h>
#include <termios.h>
#include <sys/ioctl.h>

int tcsetattr(int fd, int action, const struct termios *t)
{
	int cmd;

	switch (action) {
	case TCSANOW:
		cmd = TCSETS;
		break;
	case TCSADRAIN:
		cmd = TCSETSW;
		break;
	case TCSAFLUSH:
		cmd = TCSETSF;
		break;
	default:
		errno = EINVAL;
		return -1;
	}
	return ioctl(fd, cmd, (void *)t);
}
