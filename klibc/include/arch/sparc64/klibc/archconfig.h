/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for sparc64: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
#define _KLIBC_PAGE_SIZE	8192
#define _KLIBC_LITTLE_ENDIAN	0

/*
 * jmp_buf: the caller's %sp and %o7; the other registers that outlive a
 * call are the caller's register window, which setjmp flushes to the
 * stack and longjmp reloads from there (see arch/sparc64/setjmp.S).
 */
struct __jmp_buf_regs { unsigned long __regs[2]; };

/* statfs: the kernel's struct statfs uses words of this type */
typedef long __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

/* The kernel's struct timeval keeps microseconds in an int. */
#define __KLIBC_SUSECONDS_T	int

#include <klibc/archsparc.h>

/*
 * The restorer a handler returns through, passed to rt_sigaction (see
 * arch/sparc/sigaction.c): 64-bit programs get rt frames only.
 */
extern void __sigreturn(void);
#define __KLIBC_SIGRESTORER(flags) __sigreturn

#endif
