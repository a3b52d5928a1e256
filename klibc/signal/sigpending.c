/* SPDX-License-Identifier: MIT */
/* sigpending: the signals that are blocked and waiting. */
#include <signal.h>

extern int __rt_sigpending(sigset_t *, size_t);

int sigpending(sigset_t *set)
{
	return __rt_sigpending(set, sizeof(sigset_t));
}
