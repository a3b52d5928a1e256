/* SPDX-License-Identifier: MIT */
/* sigaddset: add a signal to a set. */
#include <errno.h>
#include "sigset.h"

int sigaddset(sigset_t *set, int sig)
{
	if (!SIGSET_VALID(sig)) {
		errno = EINVAL;
		return -1;
	}
	set->__bits[SIGSET_WORD(sig)] |= SIGSET_BIT(sig);
	return 0;
}
