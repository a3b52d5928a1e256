/* SPDX-License-Identifier: MIT */
/* sys/prctl.h: process control; the kernel's constants. */
#ifndef _SYS_PRCTL_H
#define _SYS_PRCTL_H

#include <klibc/compiler.h>
#include <linux/prctl.h>

__extern int prctl(int, unsigned long, unsigned long, unsigned long,
		   unsigned long);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/types.h>

#endif
