/* SPDX-License-Identifier: MIT */
/* cfsetspeed: store one speed (a B* constant) for both input and output. */
#include <errno.h>
#include <termios.h>
#include "speed.h"

int cfsetspeed(struct termios *t, speed_t speed)
{
	if (!__speed_valid(speed)) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~(tcflag_t)(CBAUD | CIBAUD)) | speed |
		     speed << IBSHIFT;
	return 0;
}
