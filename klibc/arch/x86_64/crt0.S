/* SPDX-License-Identifier: MIT */
/*
 * x86_64 program entry.  The kernel leaves argc, argv, envp and auxv on the
 * stack; %rdx holds a function to run at exit when a dynamic loader ran
 * first (zero from the kernel).
 */
	.text
	.globl _start
	.type _start, @function
_start:
	movq %rsp, %rdi
	movq %rdx, %rsi
	andq $~15, %rsp
	call __libc_init
	hlt
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
