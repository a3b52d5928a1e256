/* SPDX-License-Identifier: MIT */
/*
 * sparc (32-bit) setjmp/longjmp.  The registers that outlive a call are
 * the caller's register window (%l0-%l7, %i0-%i7), which the kernel keeps
 * in the save area at the caller's %sp whenever it flushes the windows;
 * so the buffer holds only %sp, %fp and the return address %o7.
 *
 * longjmp flushes every window to the stack, points its own %fp at the
 * saved %sp and %i7 at the saved %o7, and restores: the window that
 * comes back is reloaded from the setjmp caller's save area, with %sp
 * and %o7 as they were at setjmp, and it returns past the call.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	st %sp, [%o0 + 0]
	st %fp, [%o0 + 4]
	st %o7, [%o0 + 8]
	retl
	 clr %o0
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	ta 3				/* flush the register windows */
	mov %o0, %g1
	orcc %o1, %g0, %g2		/* longjmp(env, 0) returns 1 */
	be,a 1f
	 mov 1, %g2
1:	ld [%g1 + 0], %fp
	ld [%g1 + 8], %i7
	restore %g2, 0, %o0
	jmp %o7 + 8
	 nop
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
