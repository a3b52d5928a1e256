/* SPDX-License-Identifier: MIT */
/*
 * arm64 program entry.  The kernel leaves argc, argv, envp and auxv on the
 * stack, which it aligned to 16 bytes; x0 holds a function to run at exit
 * when a dynamic loader ran first (zero from the kernel).
 */
	.text
	.globl _start
	.type _start, %function
_start:
	mov x29, #0			/* the outermost frame */
	mov x30, #0
	mov x1, x0
	mov x0, sp
	bl __libc_init
	brk #0
	.size _start, . - _start
	.section .note.GNU-stack, "", %progbits
