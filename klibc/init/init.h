/* SPDX-License-Identifier: MIT */
/* init.h: state that program start-up leaves for the rest of the library. */
#ifndef _KLIBC_INIT_H
#define _KLIBC_INIT_H

#include <stdint.h>
#include <klibc/compiler.h>

/* The auxiliary vector the kernel passed: pairs of type and value. */
extern unsigned long *__auxv;

__extern __noreturn __libc_init(uintptr_t *, void (*)(void));

#endif
