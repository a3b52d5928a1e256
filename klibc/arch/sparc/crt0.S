/* SPDX-License-Identifier: MIT */
/*
 * sparc (32-bit) program entry.  The kernel leaves a 64-byte register
 * window save area at %sp, then argc, argv, envp and auxv; %g1 holds a
 * function to run at exit when a dynamic loader ran first (zero from the
 * kernel).  A callee may store its register window in the 64 bytes at
 * our %sp and its arguments in the 28 after them, so we make a frame of
 * our own below the kernel's, 8-byte aligned.
 */
	.text
	.globl _start
	.type _start, @function
_start:
	mov %g0, %fp			/* no caller to unwind into */
	add %sp, 64, %o0
	mov %g1, %o1
	sub %sp, 96, %sp
	and %sp, -8, %sp
	call __libc_init
	 nop
	unimp 0
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
