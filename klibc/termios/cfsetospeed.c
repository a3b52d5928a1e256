/* SPDX-License-Identifier: MIT */
/* cfsetospeed: store an output speed (a B* constant) in terminal attributes. */
#include <errno.h>
#include <termios.h>
#include "speed.h"

int cfsetospeed(struct termios *t, speed_t speed)
{
	if (!__speed_valid(speed)) {
		errno = EINVAL;
		return -1;
	}
	t->c_cflag = (t->c_cflag & ~(tcflag_t)CBAUD) | speed;
	return 0;
}
