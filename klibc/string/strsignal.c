/* SPDX-License-Identifier: MIT */
/* strsignal: the description of a signal number (see sys_siglist). */
#include <signal.h>
#include <string.h>
#include "strint.h"

char *strsignal(int sig)
{
	static char buf[STRNUM_SIZE];

	if (sig > 0 && sig < SIGRTMIN && sys_siglist[sig])
		return (char *)sys_siglist[sig];
	if (sig >= SIGRTMIN && sig <= SIGRTMAX)
		return __strnum(buf, "Real-time signal ", sig - SIGRTMIN);
	return __strnum(buf, "Unknown signal ", sig);
}
