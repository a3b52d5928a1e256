/* SPDX-License-Identifier: MIT */
/* bsd_signal: set a handler that stays installed and restarts system calls. */
#include <signal.h>
#include <string.h>

sighandler_t bsd_signal(int sig, sighandler_t handler)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = SA_RESTART;
	if (sigaction(sig, &sa, &old))
		return SIG_ERR;
	return old.sa_handler;
}
