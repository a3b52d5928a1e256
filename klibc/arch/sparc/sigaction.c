/* SPDX-License-Identifier: MIT */
/*
 * sigaction for sparc and sparc64: rt_sigaction takes the restorer a
 * handler returns through as an argument of its own, and a handler
 * returns, like every sparc function, to its return address + 8 (past
 * the call and its delay slot), so the kernel is given the restorer's
 * address - 8.
 */
#include <signal.h>

extern int __rt_sigaction(int, const struct sigaction *, struct sigaction *,
			  const void *, size_t);

int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
	const char *r = 0;

	if (act)
		r = (const char *)__KLIBC_SIGRESTORER(act->sa_flags) - 8;
	return __rt_sigaction(sig, act, old, r, sizeof(sigset_t));
}
