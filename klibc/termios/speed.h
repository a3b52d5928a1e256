/* SPDX-License-Identifier: MIT */
/* speed.h: helpers shared by the terminal speed functions. */
#ifndef _KLIBC_TERMIOS_SPEED_H
#define _KLIBC_TERMIOS_SPEED_H

#include <termios.h>

/*
 * The kernel's struct termios keeps the output speed in the CBAUD bits of
 * c_cflag and the input speed in CIBAUD, CBAUD shifted left by IBSHIFT;
 * an input speed of B0 there means "the same as the output speed".
 */
#ifdef B4000000
# define __SPEED_MAX	B4000000
#else
# define __SPEED_MAX	B2000000	/* sparc's extended codes stop there */
#endif

static inline int __speed_valid(speed_t speed)
{
	return speed <= B38400 || (speed >= B57600 && speed <= __SPEED_MAX);
}

#endif
