/* SPDX-License-Identifier: MIT */
/*
 * s390x setjmp/longjmp: the buffer holds %r6-%r15 (%r14 is the return
 * address, %r15 the stack pointer), then the callee-saved %f8-%f15.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	stmg %r6, %r15, 0(%r2)
	std %f8, 80(%r2)
	std %f9, 88(%r2)
	std %f10, 96(%r2)
	std %f11, 104(%r2)
	std %f12, 112(%r2)
	std %f13, 120(%r2)
	std %f14, 128(%r2)
	std %f15, 136(%r2)
	lghi %r2, 0
	br %r14
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	ld %f8, 80(%r2)
	ld %f9, 88(%r2)
	ld %f10, 96(%r2)
	ld %f11, 104(%r2)
	ld %f12, 112(%r2)
	ld %f13, 120(%r2)
	ld %f14, 128(%r2)
	ld %f15, 136(%r2)
	lmg %r6, %r15, 0(%r2)
	lgfr %r2, %r3
	ltgr %r2, %r2			/* longjmp(env, 0) returns 1 */
	jnz 1f
	lghi %r2, 1
1:	br %r14
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
