/* SPDX-License-Identifier: MIT */
/* tcflow: suspend or restart a terminal's output or input. */
#include <termios.h>
#include <sys/ioctl.h>

int tcflow(int fd, int action)
{
	return ioctl(fd, TCXONC, (void *)(long)action);
}
