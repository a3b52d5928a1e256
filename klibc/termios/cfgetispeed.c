/* SPDX-License-Identifier: MIT */
/* cfgetispeed: the input speed stored in terminal attributes. */
#include <termios.h>

speed_t cfgetispeed(const struct termios *t)
{
	speed_t in = (t->c_cflag & CIBAUD) >> IBSHIFT;

	/* B0 in CIBAUD means the line reads at its output speed. */
	return in ? in : t->c_cflag & CBAUD;
}
