/* SPDX-License-Identifier: MIT */
/*
 * sparc (32-bit) signal restorers, passed to rt_sigaction (see
 * sigaction.c).  The kernel builds the old frame for handlers without
 * SA_SIGINFO, which returns through sigreturn(2).
 */
#include <asm/unistd.h>
	.text
	.globl __sigreturn
	.type __sigreturn, @function
	.p2align 2
__sigreturn:
	mov __NR_rt_sigreturn, %g1
	ta 0x10
	.size __sigreturn, . - __sigreturn

	.globl __sigreturn_nosiginfo
	.type __sigreturn_nosiginfo, @function
	.p2align 2
__sigreturn_nosiginfo:
	mov __NR_sigreturn, %g1
	ta 0x10
	.size __sigreturn_nosiginfo, . - __sigreturn_nosiginfo
	.section .note.GNU-stack, "", @progbits
