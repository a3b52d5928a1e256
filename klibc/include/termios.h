/* SPDX-License-Identifier: MIT */
/* termios.h: terminal control; the kernel's struct termios and constants. */
#ifndef _TERMIOS_H
#define _TERMIOS_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <asm/termbits.h>
#include <asm/ioctls.h>

/* mips's kernel headers give these their own values (the ioctl numbers). */
#ifndef TCSANOW
# define TCSANOW	0
# define TCSADRAIN	1
# define TCSAFLUSH	2
#endif

/* A control character set to this is disabled. */
#define _POSIX_VDISABLE	'\0'

__extern int tcgetattr(int, struct termios *);
__extern int tcsetattr(int, int, const struct termios *);
__extern int tcdrain(int);
__extern int tcflush(int, int);
__extern int tcflow(int, int);
__extern int tcsendbreak(int, int);
__extern pid_t tcgetpgrp(int);
__extern int tcsetpgrp(int, pid_t);
__extern pid_t tcgetsid(int);
__extern void cfmakeraw(struct termios *);
__extern speed_t cfgetispeed(const struct termios *);
__extern speed_t cfgetospeed(const struct termios *);
__extern int cfsetispeed(struct termios *, speed_t);
__extern int cfsetospeed(struct termios *, speed_t);
__extern int cfsetspeed(struct termios *, speed_t);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/ioctl.h>

#endif
