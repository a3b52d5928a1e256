/* SPDX-License-Identifier: MIT */
/* sys/reboot.h: halting, powering off and rebooting. */
#ifndef _SYS_REBOOT_H
#define _SYS_REBOOT_H

#include <klibc/compiler.h>

#define RB_AUTOBOOT	0x01234567
#define RB_HALT_SYSTEM	0xcdef0123
#define RB_ENABLE_CAD	0x89abcdef
#define RB_DISABLE_CAD	0
#define RB_POWER_OFF	0x4321fedc
#define RB_SW_SUSPEND	0xd000fce2
#define RB_KEXEC	0x45584543

__extern int reboot(int);

/* Loading a kernel for reboot(RB_KEXEC); the flags are <linux/kexec.h>'s. */
struct kexec_segment;
__extern long kexec_load(unsigned long, unsigned long,
			 struct kexec_segment *, unsigned long);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <linux/reboot.h>

#endif
