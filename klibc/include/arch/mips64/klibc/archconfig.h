/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for mips64 (n64): word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
/* Kernels may use 16K or 64K pages; getpagesize() asks the aux vector. */
#define _KLIBC_PAGE_SIZE	4096
#ifdef __MIPSEL__
# define _KLIBC_LITTLE_ENDIAN	1
#else
# define _KLIBC_LITTLE_ENDIAN	0
#endif

/* jmp_buf: s0-s7 fp gp sp ra, then the callee-saved $f24-$f31 */
struct __jmp_buf_regs {
	unsigned long __regs[12];
	unsigned long __fpregs[8];
};

/* statfs: the kernel's struct statfs, in MIPS order (archmips.h) */
typedef long __klibc_statfs_word;

#include <klibc/archmips.h>

#endif
