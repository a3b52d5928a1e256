/* SPDX-License-Identifier: MIT */
/* sys/dirent.h: struct dirent and getdents(), which <dirent.h> declares. */
#ifndef _SYS_DIRENT_H
#define _SYS_DIRENT_H

#include <dirent.h>

#endif
