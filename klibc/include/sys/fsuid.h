/* SPDX-License-Identifier: MIT */
/* sys/fsuid.h: the user and group ids the kernel checks file access by. */
#ifndef _SYS_FSUID_H
#define _SYS_FSUID_H

#include <klibc/compiler.h>
#include <sys/types.h>

__extern int setfsuid(uid_t);
__extern int setfsgid(gid_t);

#endif
