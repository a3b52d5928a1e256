/* SPDX-License-Identifier: MIT */
/* nice: change this process's priority by an increment. */
#include <unistd.h>
#include <errno.h>
#include <sys/resource.h>

int nice(int inc)
{
	int prio;

	errno = 0;
	prio = getpriority(PRIO_PROCESS, 0);
	if (prio == -1 && errno)
		return -1;
	prio += inc;
	if (prio > 19)
		prio = 19;
	if (prio < -20)
		prio = -20;
	if (setpriority(PRIO_PROCESS, 0, prio))
		return -1;
	return prio;
}
