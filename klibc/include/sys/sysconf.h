/* SPDX-License-Identifier: MIT */
/* sys/sysconf.h: sysconf() and its names, which <unistd.h> holds. */
#ifndef _SYS_SYSCONF_H
#define _SYS_SYSCONF_H

#include <unistd.h>

#endif
