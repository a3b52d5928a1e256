/* SPDX-License-Identifier: MIT */
/* sigsuspend: wait for a signal with a temporary mask. */
#include <signal.h>

extern int __rt_sigsuspend(const sigset_t *, size_t);

int sigsuspend(const sigset_t *set)
{
	return __rt_sigsuspend(set, sizeof(sigset_t));
}
