/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for ppc64 (little-endian, ELFv2): the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
/* Debian's ppc64el kernels use 64K pages; getpagesize() asks the aux vector. */
#define _KLIBC_PAGE_SIZE	65536
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: r14-r31 r1 r2 lr cr f14-f31 v20-v31 (two words each) */
struct __jmp_buf_regs { unsigned long __regs[64]; };

/* statfs: the kernel's struct statfs64 uses words of this type */
typedef long __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

/* Signal frames hold the floating-point and vector state: the kernel's sizes. */
#define MINSIGSTKSZ	8192
#define SIGSTKSZ	32768

/* Handlers return through the kernel's vDSO trampoline. */
#define __KLIBC_KERNEL_RESTORER 1
#include <klibc/sigdefault.h>

#endif
