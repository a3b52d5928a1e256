/* SPDX-License-Identifier: MIT */
/* cfsetispeed: store an input speed (a B* constant) in terminal attributes. */
#include <errno.h>
#include <termios.h>
#include "speed.h"

int cfsetispeed(struct termios *t, speed_t speed)
{
	/* B0 is valid: POSIX gives it the meaning "same as output". */
	if (!__speed_valid(speed)) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~(tcflag_t)CIBAUD) | speed << IBSHIFT;
	return 0;
}
