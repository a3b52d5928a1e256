/* SPDX-License-Identifier: MIT */
/* sigwaitinfo: wait for one of a set of signals. */
#include <signal.h>

int sigwaitinfo(const sigset_t *set, siginfo_t *info)
{
	return sigtimedwait(set, info, NULL);
}
