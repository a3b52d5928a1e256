/* SPDX-License-Identifier: MIT */
/* closelog: close the log device and forget the identity openlog set. */
#include <unistd.h>
#include "syslog_state.h"

void closelog(void)
{
	if (__syslog.fd >= 0)
		close(__syslog.fd);
	__syslog.fd = -1;
	__syslog.ident[0] = '\0';
}
