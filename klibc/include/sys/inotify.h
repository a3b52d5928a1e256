/* SPDX-License-Identifier: MIT */
/* sys/inotify.h: watching files for changes. */
#ifndef _SYS_INOTIFY_H
#define _SYS_INOTIFY_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <linux/inotify.h>

__extern int inotify_init(void);
__extern int inotify_init1(int);
__extern int inotify_add_watch(int, const char *, __u32);
__extern int inotify_rm_watch(int, __u32);

#endif
