/* SPDX-License-Identifier: MIT */
/* sigemptyset: make a set with no signals. */
#include <signal.h>
#include <string.h>

int sigemptyset(sigset_t *set)
{
	memset(set, 0, sizeof(*set));
	return 0;
}
