/* SPDX-License-Identifier: MIT */
/* pause: wait for a signal. */
#include <unistd.h>
#include <signal.h>

int pause(void)
{
	sigset_t set;

	if (sigprocmask(SIG_BLOCK, NULL, &set))
		return -1;
	return sigsuspend(&set);
}
