/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for s390x: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	0

/* jmp_buf: %r6-%r15, then %f8-%f15 */
struct __jmp_buf_regs { unsigned long __regs[18]; };

/* statfs: the kernel's struct statfs keeps its small fields in ints */
typedef unsigned int __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

#include <klibc/sigdefault.h>

/* The restorer a handler with these sa_flags returns through: the kernel
 * builds the old frame for handlers without SA_SIGINFO. */
extern void __sigreturn(void), __sigreturn_nosiginfo(void);
#define __KLIBC_SIGRESTORER(flags) \
	((flags) & SA_SIGINFO ? __sigreturn : __sigreturn_nosiginfo)

#endif
