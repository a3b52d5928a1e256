/* SPDX-License-Identifier: MIT */
/* tcgetsid: the session a terminal is the controlling terminal of. */
#include <termios.h>
#include <sys/ioctl.h>

pid_t tcgetsid(int fd)
{
	pid_t sid;

	if (ioctl(fd, TIOCGSID, &sid) < 0)
		return -1;
	return sid;
}
