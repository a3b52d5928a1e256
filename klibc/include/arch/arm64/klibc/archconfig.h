/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for arm64: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
/* Kernels may use 16K or 64K pages; getpagesize() asks the aux vector. */
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: x19-x28 x29 x30 sp d8-d15 */
struct __jmp_buf_regs { unsigned long __regs[21]; };

/* statfs: the kernel's struct statfs64 uses words of this type */
typedef long __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

/* Signal frames hold the SIMD (and SVE) state: the kernel's sizes. */
#define MINSIGSTKSZ	5120
#define SIGSTKSZ	16384

/* Handlers return through the kernel's vDSO trampoline. */
#define __KLIBC_KERNEL_RESTORER 1
#include <klibc/sigdefault.h>

#endif
