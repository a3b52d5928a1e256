/* SPDX-License-Identifier: MIT */
/*
 * sigaction: examine and change the action for a signal.  Where the
 * architecture needs it, handlers return through the library's restorer.
 */
#include <signal.h>
#include <errno.h>

extern int __rt_sigaction(int, const struct sigaction *, struct sigaction *,
			  size_t);

int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
#ifdef __KLIBC_NEEDS_RESTORER
	struct sigaction sa;

	if (act && !(act->sa_flags & SA_RESTORER)) {
		sa = *act;
		sa.sa_flags |= SA_RESTORER;
		sa.sa_restorer = __KLIBC_SIGRESTORER(act->sa_flags);
		act = &sa;
	}
#endif
	return __rt_sigaction(sig, act, old, sizeof(sigset_t));
}
