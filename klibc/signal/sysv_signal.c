/* SPDX-License-Identifier: MIT */
/* sysv_signal: set a handler that is reset on delivery and does not block. */
#include <signal.h>
#include <string.h>

sighandler_t sysv_signal(int sig, sighandler_t handler)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sa.sa_flags = SA_RESETHAND | SA_NODEFER;
	if (sigaction(sig, &sa, &old))
		return SIG_ERR;
	return old.sa_handler;
}
