/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for x86_64: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: %rbx %rbp %r12-%r15 %rsp %rip */
struct __jmp_buf_regs { unsigned long __regs[8]; };

/* statfs: the kernel's struct statfs64 uses words of this type */
typedef long __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

#include <klibc/sigdefault.h>

/* The restorer a handler with these sa_flags returns through. */
extern void __sigreturn(void);
#define __KLIBC_SIGRESTORER(flags) __sigreturn

#endif
