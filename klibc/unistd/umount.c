/* SPDX-License-Identifier: MIT */
/* umount: unmount a filesystem. */
#include <sys/mount.h>

int umount(const char *target)
{
	return umount2(target, 0);
}
