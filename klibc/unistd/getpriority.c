/* SPDX-License-Identifier: MIT */
/* getpriority: the nice value of a process, group or user (-20..19). */
#include <sys/resource.h>

extern int __getpriority(int, int);

int getpriority(int which, int who)
{
	/* The kernel returns 20 - nice so that no success looks like -errno. */
	int r = __getpriority(which, who);

	return r < 0 ? r : 20 - r;
}
