/* SPDX-License-Identifier: MIT */
/* cfmakeraw: set attributes for raw 8-bit input and output, no echo. */
#include <termios.h>

void cfmakeraw(struct termios *t)
{
	t->c_iflag &= ~(tcflag_t)(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR |
				  IGNCR | ICRNL | IXON);
	t->c_oflag &= ~(tcflag_t)OPOST;
	t->c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
	t->c_cflag &= ~(tcflag_t)(CSIZE | PARENB);
	t->c_cflag |= CS8;
	/* Reads return as soon as one byte is there, with no timer. */
	t->c_cc[VMIN] = 1;
	t->c_cc[VTIME] = 0;
}
