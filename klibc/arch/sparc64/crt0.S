/* SPDX-License-Identifier: MIT */
/*
 * sparc64 program entry.  The kernel leaves a 128-byte register window
 * save area at %sp + 2047 (the stack bias), then argc, argv, envp and
 * auxv; %g1 holds a function to run at exit when a dynamic loader ran
 * first (zero from the kernel).  A callee may store its register window
 * in the 128 bytes at our biased %sp and its arguments in the 48 after
 * them, so we make a frame of our own below the kernel's, keeping its
 * 16-byte alignment.
 */
	.text
	.globl _start
	.type _start, @function
_start:
	mov %g0, %fp			/* no caller to unwind into */
	add %sp, 2047 + 128, %o0
	mov %g1, %o1
	sub %sp, 176, %sp
	call __libc_init
	 nop
	illtrap 0
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
