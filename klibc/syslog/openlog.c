/* SPDX-License-Identifier: MIT */
/* openlog: set the identity, options and default facility of log lines. */
#include <string.h>
#include "syslog_state.h"

void openlog(const char *ident, int opt, int facility)
{
	/* The name is copied: a caller's buffer may not outlive the call. */
	if (ident) {
		strncpy(__syslog.ident, ident, sizeof(__syslog.ident) - 1);
		__syslog.ident[sizeof(__syslog.ident) - 1] = '\0';
	}
	__syslog.opt = opt;
	if (facility && !(facility & ~LOG_FACMASK))
		__syslog.facility = facility;
	if (opt & LOG_NDELAY)
		__syslog_open();
}
