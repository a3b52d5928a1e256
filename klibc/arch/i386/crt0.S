/* SPDX-License-Identifier: MIT */
/*
 * i386 program entry.  The kernel leaves argc, argv, envp and auxv on the
 * stack; %edx holds a function to run at exit when a dynamic loader ran
 * first (zero from the kernel).
 */
	.text
	.globl _start
	.type _start, @function
_start:
	movl %esp, %eax
	andl $~15, %esp
	subl $8, %esp
	pushl %edx
	pushl %eax
	call __libc_init
	hlt
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
