/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for i386: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		32
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: %ebx %esi %edi %ebp %esp %eip */
struct __jmp_buf_regs { unsigned long __regs[6]; };

/* statfs: i386 packs the kernel's struct statfs64 to 4-byte alignment */
typedef unsigned int __klibc_statfs_word;
#define __KLIBC_STATFS_PACK __attribute__((packed, aligned(4)))

#include <klibc/sigdefault.h>

/* The restorer a handler with these sa_flags returns through: the kernel
 * builds the old frame for handlers without SA_SIGINFO. */
extern void __sigreturn(void), __sigreturn_nosiginfo(void);
#define __KLIBC_SIGRESTORER(flags) \
	((flags) & SA_SIGINFO ? __sigreturn : __sigreturn_nosiginfo)

#endif
