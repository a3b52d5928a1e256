/* SPDX-License-Identifier: MIT */
/* sys/sysconf.h: sysconf() and its names, which <unistd.h> holds. */
#ifndef _SYS_SYSCONF_H
#define _SYS_SYSCONF_H

#include <unistd.h>
/* errno and its names, as with Debian's klibc. */
#include <errno.h>

#endif
