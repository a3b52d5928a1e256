/* SPDX-License-Identifier: MIT */
/*
 * sparc (32-bit) setjmp/longjmp.  The registers that outlive a call are
 * the caller's register window (%l0-%l7, %i0-%i7), whose home is the
 * 64-byte save area at the caller's %sp; so the buffer holds only the
 * caller's %sp and its return address %o7, and the window itself
 * travels through that save area.
 *
 * setjmp takes a window of its own and asks the kernel to flush the
 * windows (ta 3, ST_FLUSH_WINDOWS), so that the caller's is written to
 * its save area now: when a signal arrives in the caller's own window
 * (raise() tail-calls the tgkill stub) the kernel points that window's
 * %sp at the signal frame, and QEMU's user-mode emulation, unlike the
 * kernel, does not store the window at the old %sp first, so the save
 * area would keep whatever an older spill left there.  Values the caller
 * changes after setjmp in registers are indeterminate after longjmp
 * (C11 7.13.2.1), so the values of setjmp time are as good as any.
 *
 * longjmp flushes every window to the stack, points its own %fp at the
 * saved %sp and %i7 at the saved %o7, and restores: the window that
 * comes back is reloaded (a window underflow trap) from the setjmp
 * caller's save area, with %sp and %o7 as they were at setjmp, and it
 * returns past the call.  Leaving a signal handler this way needs
 * nothing more: the frame on the stack is abandoned, and the mask is
 * siglongjmp's business.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	save %sp, -96, %sp
	ta 3				/* flush the register windows */
	st %fp, [%i0 + 0]		/* the caller's %sp */
	st %i7, [%i0 + 4]		/* and its %o7 */
	ret
	 restore %g0, 0, %o0
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
	ld [%g1 + 4], %i7
	restore %g2, 0, %o0
	jmp %o7 + 8
	 nop
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
