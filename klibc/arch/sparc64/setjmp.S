/* SPDX-License-Identifier: MIT */
/*
 * sparc64 setjmp/longjmp.  The registers that outlive a call are the
 * caller's register window (%l0-%l7, %i0-%i7), which flushw stores in
 * the save area at the caller's %sp; so the buffer holds only %sp, %fp
 * and the return address %o7.
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
	stx %sp, [%o0 + 0]
	stx %fp, [%o0 + 8]
	stx %o7, [%o0 + 16]
	retl
	 clr %o0
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	flushw
	sra %o1, 0, %o2			/* longjmp(env, 0) returns 1 */
	movrz %o2, 1, %o2
	ldx [%o0 + 0], %fp
	ldx [%o0 + 16], %i7
	restore %o2, 0, %o0
	jmp %o7 + 8
	 nop
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
