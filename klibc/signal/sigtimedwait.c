/* SPDX-License-Identifier: MIT */
/* sigtimedwait: wait for one of a set of signals, with a time limit. */
#include <signal.h>
#include <time.h>

extern int __rt_sigtimedwait(const sigset_t *, siginfo_t *,
			     const struct timespec *, size_t);

int sigtimedwait(const sigset_t *set, siginfo_t *info,
		 const struct timespec *timeout)
{
	return __rt_sigtimedwait(set, info, timeout, sizeof(sigset_t));
}
