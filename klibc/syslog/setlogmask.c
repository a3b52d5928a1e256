/* SPDX-License-Identifier: MIT */
/* setlogmask: choose the priority levels that are logged. */
#include "syslog_state.h"

int setlogmask(int mask)
{
	int old = __syslog.mask;

	/* Zero only asks for the current mask: it never silences the log. */
	if (mask)
		__syslog.mask = mask;
	return old;
}
