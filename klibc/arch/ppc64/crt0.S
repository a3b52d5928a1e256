/* SPDX-License-Identifier: MIT */
/*
 * ppc64 (ELFv2) program entry.  The kernel leaves argc, argv, envp and
 * auxv at the stack pointer r1; r7 holds a function to run at exit when a
 * dynamic loader ran first (zero from the kernel).  The TOC pointer is set
 * from its link-time address (the code is not position-independent), and
 * the call gets the 32-byte frame header the ABI gives every callee.
 */
	.abiversion 2
	.text
	.globl _start
	.type _start, @function
	.p2align 2
_start:
	lis %r2, .TOC.@ha
	addi %r2, %r2, .TOC.@l
	mr %r3, %r1
	mr %r4, %r7
	clrrdi %r1, %r1, 4
	li %r0, 0
	stdu %r0, -32(%r1)		/* back chain 0: the outermost frame */
	bl __libc_init
	nop
	trap
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
