/* SPDX-License-Identifier: MIT */
/* sys/auxv.h: the auxiliary vector the kernel passed the program. */
#ifndef _SYS_AUXV_H
#define _SYS_AUXV_H

#include <klibc/compiler.h>
#include <elf.h>

__extern unsigned long getauxval(unsigned long);

#endif
