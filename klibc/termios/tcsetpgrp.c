/* SPDX-License-Identifier: MIT */
/* tcsetpgrp: make a process group the foreground group of a terminal. */
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>

int tcsetpgrp(int fd, pid_t pgrp)
{
	return ioctl(fd, TIOCSPGRP, &pgrp);
}
