/* SPDX-License-Identifier: MIT */
/* sys/syscall.h: the kernel's system call numbers (__NR_*). */
#ifndef _SYS_SYSCALL_H
#define _SYS_SYSCALL_H

#include <errno.h>
#include <sys/types.h>
#include <asm/unistd.h>

#endif
