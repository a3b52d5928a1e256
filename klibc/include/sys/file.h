/* SPDX-License-Identifier: MIT */
/* sys/file.h: advisory whole-file locks. */
#ifndef _SYS_FILE_H
#define _SYS_FILE_H

#include <klibc/compiler.h>

#define LOCK_SH	1
#define LOCK_EX	2
#define LOCK_NB	4
#define LOCK_UN	8

__extern int flock(int, int);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <fcntl.h>

#endif
