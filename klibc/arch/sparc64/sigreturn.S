/* SPDX-License-Identifier: MIT */
/*
 * sparc64 signal restorer, passed to rt_sigaction (see
 * ../sparc/sigaction.c): 64-bit programs get rt frames only.
 */
#include <asm/unistd.h>
	.text
	.globl __sigreturn
	.type __sigreturn, @function
	.p2align 2
__sigreturn:
	mov __NR_rt_sigreturn, %g1
	ta 0x6d
	.size __sigreturn, . - __sigreturn
	.section .note.GNU-stack, "", @progbits
