/* SPDX-License-Identifier: MIT */
/* klibc/archconfig.h for arm (armhf and armel): the parts that differ. */
#ifndef _KLIBC_ARCHCONFIG_H
#define _KLIBC_ARCHCONFIG_H

#define _KLIBC_BITS		32
#define _KLIBC_PAGE_SIZE	4096
#define _KLIBC_LITTLE_ENDIAN	1

/* jmp_buf: r4-r11 sp lr d8-d15 (the last unused on soft-float armel) */
struct __jmp_buf_regs { unsigned long __regs[26]; };

/* statfs: EABI packs the kernel's struct statfs64 to 4-byte alignment */
typedef unsigned int __klibc_statfs_word;
#define __KLIBC_STATFS_PACK __attribute__((packed, aligned(4)))

/* Handlers return through the sigreturn code on the kernel's signal page. */
#define __KLIBC_KERNEL_RESTORER 1
#include <klibc/sigdefault.h>

#endif
