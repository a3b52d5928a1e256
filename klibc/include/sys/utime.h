/* SPDX-License-Identifier: MIT */
/* sys/utime.h: struct utimbuf, as the kernel defines it. */
#ifndef _SYS_UTIME_H
#define _SYS_UTIME_H

#include <sys/types.h>
#include <linux/utime.h>

#endif
