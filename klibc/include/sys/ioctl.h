/* SPDX-License-Identifier: MIT */
/* sys/ioctl.h: device control; request numbers are the kernel's. */
#ifndef _SYS_IOCTL_H
#define _SYS_IOCTL_H

#include <klibc/compiler.h>
#include <asm/ioctls.h>
#include <asm/ioctl.h>
#include <linux/sockios.h>

struct winsize {
	unsigned short ws_row;
	unsigned short ws_col;
	unsigned short ws_xpixel;
	unsigned short ws_ypixel;
};

__extern int ioctl(int, int, void *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/types.h>

#endif
