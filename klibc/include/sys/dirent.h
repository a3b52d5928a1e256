/* SPDX-License-Identifier: MIT */
/* sys/dirent.h: struct dirent and getdents(), klibc's name for getdents64. */
#ifndef _SYS_DIRENT_H
#define _SYS_DIRENT_H

#include <dirent.h>

__extern int getdents(unsigned int, struct dirent *, unsigned int);

#endif
