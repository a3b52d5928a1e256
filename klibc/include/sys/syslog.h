/* SPDX-License-Identifier: MIT */
/* sys/syslog.h: the same as syslog.h. */
#include <syslog.h>
