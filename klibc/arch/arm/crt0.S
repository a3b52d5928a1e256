/* SPDX-License-Identifier: MIT */
/*
 * arm program entry.  The kernel leaves argc, argv, envp and auxv on the
 * stack; r0 is where a dynamic loader would pass a function to run at exit
 * (__libc_init ignores it).  The procedure call standard wants the stack
 * 8-byte aligned at a call.
 */
	.syntax unified
	.arm
	.text
	.globl _start
	.type _start, %function
_start:
	mov fp, #0			/* the outermost frame */
	mov lr, #0
	mov r1, r0
	mov r0, sp
	bic sp, sp, #7
	bl __libc_init
	.inst 0xe7f000f0		/* udf: never returns */
	.size _start, . - _start
	.section .note.GNU-stack, "", %progbits
