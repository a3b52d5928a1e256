/* SPDX-License-Identifier: MIT */
/* cfgetospeed: the output speed stored in terminal attributes. */
#include <termios.h>

speed_t cfgetospeed(const struct termios *t)
{
	return t->c_cflag & CBAUD;
}
