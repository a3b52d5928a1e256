/* SPDX-License-Identifier: MIT */
/* sigwait: wait for one of a set of signals; returns an error number. */
#include <signal.h>
#include <errno.h>

int sigwait(const sigset_t *set, int *sig)
{
	int r = sigtimedwait(set, NULL, NULL);

	if (r < 0)
		return errno;
	*sig = r;
	return 0;
}
