/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for mips (o32, either byte order): what differs. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		32
/* Kernels may use 16K or 64K pages; getpagesize() asks the aux vector. */
#define _KLIBC_PAGE_SIZE	4096
#ifdef __MIPSEL__
# define _KLIBC_LITTLE_ENDIAN	1
#else
# define _KLIBC_LITTLE_ENDIAN	0
#endif

/*
 * jmp_buf: s0-s7 fp gp sp ra, then the callee-saved doubles $f20-$f30,
 * which sdc1 stores 8-byte aligned.
 */
struct __jmp_buf_regs {
	unsigned long __regs[12];
	unsigned long long __fpregs[6];
};

/* statfs: the kernel's struct statfs64, in MIPS order (archmips.h) */
typedef unsigned int __klibc_statfs_word;

#include <klibc/archmips.h>

#endif
