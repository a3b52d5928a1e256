/* SPDX-License-Identifier: MIT */
/* sigismember: whether a signal is in a set. */
#include <errno.h>
#include "sigset.h"

int sigismember(const sigset_t *set, int sig)
{
	if (!SIGSET_VALID(sig)) {
		errno = EINVAL;
		return -1;
	}
	return !!(set->__bits[SIGSET_WORD(sig)] & SIGSET_BIT(sig));
}
