/* SPDX-License-Identifier: MIT */
/* i386 signal restorer: where a handler returns to (SA_RESTORER). */
#include <asm/unistd.h>
	.text
	.globl __sigreturn
	.type __sigreturn, @function
	.p2align 4
__sigreturn:
	movl $__NR_rt_sigreturn, %eax
	int $0x80
	.size __sigreturn, . - __sigreturn

/*
 * A handler installed without SA_SIGINFO gets the old signal frame, which
 * returns through sigreturn(2) with the signal number popped first.
 */
	.text
	.globl __sigreturn_nosiginfo
	.type __sigreturn_nosiginfo, @function
	.p2align 4
__sigreturn_nosiginfo:
	popl %eax
	movl $__NR_sigreturn, %eax
	int $0x80
	.size __sigreturn_nosiginfo, . - __sigreturn_nosiginfo
	.section .note.GNU-stack, "", @progbits
