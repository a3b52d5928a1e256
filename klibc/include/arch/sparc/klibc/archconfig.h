/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for sparc (32-bit, V8): what differs. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		32
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	0

/*
 * jmp_buf: the caller's %sp and %o7; the other registers that outlive a
 * call are the caller's register window, which setjmp flushes to the
 * stack and longjmp reloads from there (see arch/sparc/setjmp.S).
 */
struct __jmp_buf_regs { unsigned long __regs[2]; };

/* statfs: the kernel's struct statfs64 uses words of this type */
typedef unsigned int __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

#include <klibc/archsparc.h>

/*
 * The restorer a handler with these sa_flags returns through, passed to
 * rt_sigaction (see arch/sparc/sigaction.c): the kernel builds the old
 * frame for handlers without SA_SIGINFO.
 */
extern void __sigreturn(void), __sigreturn_nosiginfo(void);
#define __KLIBC_SIGRESTORER(flags) \
	((flags) & SA_SIGINFO ? __sigreturn : __sigreturn_nosiginfo)

#endif
