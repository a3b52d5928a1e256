/* SPDX-License-Identifier: MIT */
/* sys/sysinfo.h: system statistics; the kernel's structure. */
#ifndef _SYS_SYSINFO_H
#define _SYS_SYSINFO_H

#include <klibc/compiler.h>
#include <linux/kernel.h>

__extern int sysinfo(struct sysinfo *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/types.h>

#endif
