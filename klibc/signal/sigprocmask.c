/* SPDX-License-Identifier: MIT */
/* sigprocmask: examine and change the blocked signals. */
#include <signal.h>

extern int __rt_sigprocmask(int, const sigset_t *, sigset_t *, size_t);

int sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
	return __rt_sigprocmask(how, set, old, sizeof(sigset_t));
}
