/* SPDX-License-Identifier: MIT */
/*
 * s390x program entry.  The kernel leaves argc, argv, envp and auxv at
 * %r15, and %r14 holds a function to run at exit when a dynamic loader
 * ran first (zero from the kernel).  A callee may store registers in the
 * 160 bytes above the stack pointer it is given, whose first word (the
 * back chain) ends a backtrace when zero.
 */
	.text
	.globl _start
	.type _start, @function
_start:
	lgr %r2, %r15
	lgr %r3, %r14
	nill %r15, 0xfff8
	aghi %r15, -160
	xc 0(8, %r15), 0(%r15)
	brasl %r14, __libc_init
	.word 0				/* illegal: never reached */
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
