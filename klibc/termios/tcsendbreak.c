/* SPDX-License-Identifier: MIT */
/* tcsendbreak: send a break, a stream of zero bits, on a serial line. */
#include <termios.h>
#include <sys/ioctl.h>

int tcsendbreak(int fd, int duration)
{
	/*
	 * POSIX leaves a non-zero duration to the implementation: it is
	 * taken as milliseconds, which TCSBRKP counts in tenths of seconds.
	 * Zero asks for the standard break of a quarter to half a second.
	 */
	if (duration <= 0)
		return ioctl(fd, TCSBRK, (void *)0);
	return ioctl(fd, TCSBRKP, (void *)(long)(duration / 100 +
						  (duration % 100 != 0)));
}
