/* SPDX-License-Identifier: MIT */
/* sigisemptyset: whether a set has no signals. */
#include <signal.h>

int sigisemptyset(const sigset_t *set)
{
	size_t i;

	for (i = 0; i < sizeof(set->__bits) / sizeof(set->__bits[0]); i++)
		if (set->__bits[i])
			return 0;
	return 1;
}
