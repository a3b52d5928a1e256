/* SPDX-License-Identifier: MIT */
/* tcgetpgrp: the foreground process group of a terminal. */
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>

pid_t tcgetpgrp(int fd)
{
	pid_t pgrp;

	if (ioctl(fd, TIOCGPGRP, &pgrp) < 0)
		return -1;
	return pgrp;
}
