/* SPDX-License-Identifier: MIT */
/* sig_name: the short name of a signal (KILL, RTMIN+3), or NULL. */
#include <signal.h>
#include <stdio.h>
#include "sigtab.h"
#include "utils.h"

const char *sig_name(int sig, char *buf, size_t len)
{
	int i;

	for (i = 0; i < sig_table_names; i++)
		if (sig_table[i].num == sig)
			return sig_table[i].name;
	if (sig == SIGRTMIN)
		return "RTMIN";
	if (sig == SIGRTMAX)
		return "RTMAX";
	if (sig > SIGRTMIN && sig < SIGRTMAX) {
		snprintf(buf, len, "RTMIN+%d", sig - SIGRTMIN);
		return buf;
	}
	return NULL;
}
