/* SPDX-License-Identifier: MIT */
/* __syslog: the log state, and __syslog_open, which opens /dev/kmsg. */
#include <fcntl.h>
#include "syslog_state.h"

struct __syslog_state __syslog = {
	.fd = -1,
	.facility = LOG_USER,
	.mask = 0xff,
};

int __syslog_open(void)
{
	/*
	 * /dev/kmsg takes one record per write(2) with a "<pri>" prefix, and
	 * needs no syslog daemon: in an initramfs there is none.  It must not
	 * become the controlling terminal nor leak into programs we exec.
	 */
	if (__syslog.fd < 0)
		__syslog.fd = open("/dev/kmsg",
				   O_WRONLY | O_NOCTTY | O_CLOEXEC);
	return __syslog.fd;
}
