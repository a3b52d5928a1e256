/* SPDX-License-Identifier: MIT */
/* utime.h: setting a file's access and modification times. */
#ifndef _UTIME_H
#define _UTIME_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <linux/utime.h>

__extern int utime(const char *, const struct utimbuf *);

#endif
