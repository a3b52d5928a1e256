/* SPDX-License-Identifier: MIT */
/* reboot: halt, power off or restart the machine (or set Ctrl-Alt-Del). */
#include <sys/reboot.h>
#include <linux/reboot.h>

extern int __reboot(int, int, int, void *);

int reboot(int cmd)
{
	return __reboot((int)LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2, cmd, 0);
}
