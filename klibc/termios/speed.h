/* speed.h: helpers shared by the terminal speed functions. */
#ifndef _KLIBC_TERMIOS_SPEED_H
#define _KLIBC_TERMIOS_SPEED_H

#include <termios.h>

/*
 * The kernel's struct termios keeps the output speed in the CBAUD bits of
 * c_cflag and the input speed in CIBAUD, CBAUD shifted left by IBSHIFT;
 * an input speed of B0 there means "the same as the output speed".
 */
static inline int __speed_valid(speed_t speed)
{
	return speed <= B38400 || (speed >= B57600 && speed <= B4000000);
}

#endif
