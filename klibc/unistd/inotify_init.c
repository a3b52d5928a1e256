/* SPDX-License-Identifier: MIT */
/* inotify_init: inotify_init1 without flags (newer ports lack the old call). */
#include <sys/inotify.h>

int inotify_init(void)
{
	return inotify_init1(0);
}
