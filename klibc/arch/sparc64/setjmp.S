/* SPDX-License-Identifier: MIT */
/*
 * sparc64 setjmp/longjmp.  The registers that outlive a call are the
 * caller's register window (%l0-%l7, %i0-%i7), whose home is the 128-byte
 * save area at the caller's %sp + 2047 (the V9 stack bias); so the buffer
 * holds only the caller's %sp and its return address %o7, and the window
 * itself travels through that save area.
 *
 * setjmp takes a window of its own and flushes: flushw stores every
 * window but the current one, so the caller's is written to its save
 * area now.  Without that, the save area holds whatever the window's
 * last spill left there, perhaps nothing: when a signal arrives in the
 * caller's own window (raise() tail-calls the tgkill stub, which runs in
 * its caller's window) the kernel points that window's %sp at the
 * signal frame, and QEMU's user-mode emulation, unlike the kernel, does
 * not store the window at the old %sp first, so a later flush sends it
 * to the frame and the save area is never written.  Values the caller
 * changes after setjmp in registers are indeterminate after longjmp
 * (C11 7.13.2.1), so the values of setjmp time are as good as any.
 *
 * longjmp flushes every window to the stack, points its own %fp at the
 * saved %sp and %i7 at the saved %o7, and restores: the window that
 * comes back is reloaded (a fill trap) from the setjmp caller's save
 * area, with %sp and %o7 as they were at setjmp, and it returns past the
 * call.  Leaving a signal handler this way needs nothing more: the
 * kernel keeps no state for a handler in progress beyond the frame on
 * the stack, which is abandoned, and the mask is siglongjmp's business.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	save %sp, -176, %sp
	flushw
	stx %fp, [%i0 + 0]		/* the caller's %sp */
	stx %i7, [%i0 + 8]		/* and its %o7 */
	ret
	 restore %g0, 0, %o0
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	flushw
	sra %o1, 0, %o2			/* longjmp(env, 0) returns 1 */
	movrz %o2, 1, %o2
	ldx [%o0 + 0], %fp
	ldx [%o0 + 8], %i7
	restore %o2, 0, %o0
	jmp %o7 + 8
	 nop
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
