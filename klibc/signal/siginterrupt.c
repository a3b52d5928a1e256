/* SPDX-License-Identifier: MIT */
/* siginterrupt: whether a signal interrupts system calls or restarts them. */
#include <signal.h>

int siginterrupt(int sig, int flag)
{
	struct sigaction sa;

	if (sigaction(sig, NULL, &sa))
		return -1;
	if (flag)
		sa.sa_flags &= ~SA_RESTART;
	else
		sa.sa_flags |= SA_RESTART;
	return sigaction(sig, &sa, NULL);
}
