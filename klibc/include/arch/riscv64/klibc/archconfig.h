/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for riscv64: word size and the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		64
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: s0-s11 ra sp fs0-fs11 */
struct __jmp_buf_regs { unsigned long __regs[26]; };

/* statfs: the kernel's struct statfs64 uses words of this type */
typedef long __klibc_statfs_word;
#define __KLIBC_STATFS_PACK

/*
 * The kernel's struct sigaction has no sa_restorer (and no SA_RESTORER):
 * handlers return through the trampoline in its vDSO.
 */
#define __KLIBC_NO_SA_RESTORER 1
#include <klibc/sigdefault.h>

#endif
