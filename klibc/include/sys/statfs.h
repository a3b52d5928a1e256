/* SPDX-License-Identifier: MIT */
/* sys/statfs.h: the same as sys/vfs.h. */
#include <sys/vfs.h>
