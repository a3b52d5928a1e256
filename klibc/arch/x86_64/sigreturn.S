/* SPDX-License-Identifier: MIT */
/* x86_64 signal restorer: where a handler returns to (SA_RESTORER). */
#include <asm/unistd.h>
	.text
	.globl __sigreturn
	.type __sigreturn, @function
	.p2align 4
__sigreturn:
	movl $__NR_rt_sigreturn, %eax
	syscall
	.size __sigreturn, . - __sigreturn
	.section .note.GNU-stack, "", @progbits
