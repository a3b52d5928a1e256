/* SPDX-License-Identifier: MIT */
/*
 * ppc64 (ELFv2) setjmp/longjmp: the buffer holds r14-r31, the stack
 * pointer r1, the TOC pointer r2, the return address, the condition
 * register (cr2-cr4 are callee-saved), f14-f31 and v20-v31, in that order.
 * The vector registers go through VSX loads and stores (vs52-vs63), which
 * need no 16-byte alignment of the buffer; POWER8 is the baseline.
 */
	.abiversion 2
	.text
	.globl setjmp
	.type setjmp, @function
	.p2align 2
setjmp:
	std %r14, 0(%r3)
	std %r15, 8(%r3)
	std %r16, 16(%r3)
	std %r17, 24(%r3)
	std %r18, 32(%r3)
	std %r19, 40(%r3)
	std %r20, 48(%r3)
	std %r21, 56(%r3)
	std %r22, 64(%r3)
	std %r23, 72(%r3)
	std %r24, 80(%r3)
	std %r25, 88(%r3)
	std %r26, 96(%r3)
	std %r27, 104(%r3)
	std %r28, 112(%r3)
	std %r29, 120(%r3)
	std %r30, 128(%r3)
	std %r31, 136(%r3)
	std %r1, 144(%r3)
	std %r2, 152(%r3)
	mflr %r0
	std %r0, 160(%r3)
	mfcr %r0
	std %r0, 168(%r3)
	stfd %f14, 176(%r3)
	stfd %f15, 184(%r3)
	stfd %f16, 192(%r3)
	stfd %f17, 200(%r3)
	stfd %f18, 208(%r3)
	stfd %f19, 216(%r3)
	stfd %f20, 224(%r3)
	stfd %f21, 232(%r3)
	stfd %f22, 240(%r3)
	stfd %f23, 248(%r3)
	stfd %f24, 256(%r3)
	stfd %f25, 264(%r3)
	stfd %f26, 272(%r3)
	stfd %f27, 280(%r3)
	stfd %f28, 288(%r3)
	stfd %f29, 296(%r3)
	stfd %f30, 304(%r3)
	stfd %f31, 312(%r3)
	addi %r5, %r3, 320
	li %r6, 16
	stxvd2x 52, 0, %r5
	stxvd2x 53, %r5, %r6
	addi %r5, %r5, 32
	stxvd2x 54, 0, %r5
	stxvd2x 55, %r5, %r6
	addi %r5, %r5, 32
	stxvd2x 56, 0, %r5
	stxvd2x 57, %r5, %r6
	addi %r5, %r5, 32
	stxvd2x 58, 0, %r5
	stxvd2x 59, %r5, %r6
	addi %r5, %r5, 32
	stxvd2x 60, 0, %r5
	stxvd2x 61, %r5, %r6
	addi %r5, %r5, 32
	stxvd2x 62, 0, %r5
	stxvd2x 63, %r5, %r6
	li %r3, 0
	blr
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
	.p2align 2
longjmp:
	ld %r14, 0(%r3)
	ld %r15, 8(%r3)
	ld %r16, 16(%r3)
	ld %r17, 24(%r3)
	ld %r18, 32(%r3)
	ld %r19, 40(%r3)
	ld %r20, 48(%r3)
	ld %r21, 56(%r3)
	ld %r22, 64(%r3)
	ld %r23, 72(%r3)
	ld %r24, 80(%r3)
	ld %r25, 88(%r3)
	ld %r26, 96(%r3)
	ld %r27, 104(%r3)
	ld %r28, 112(%r3)
	ld %r29, 120(%r3)
	ld %r30, 128(%r3)
	ld %r31, 136(%r3)
	ld %r1, 144(%r3)
	ld %r2, 152(%r3)
	ld %r0, 160(%r3)
	mtlr %r0
	ld %r0, 168(%r3)
	mtcrf 0x38, %r0
	lfd %f14, 176(%r3)
	lfd %f15, 184(%r3)
	lfd %f16, 192(%r3)
	lfd %f17, 200(%r3)
	lfd %f18, 208(%r3)
	lfd %f19, 216(%r3)
	lfd %f20, 224(%r3)
	lfd %f21, 232(%r3)
	lfd %f22, 240(%r3)
	lfd %f23, 248(%r3)
	lfd %f24, 256(%r3)
	lfd %f25, 264(%r3)
	lfd %f26, 272(%r3)
	lfd %f27, 280(%r3)
	lfd %f28, 288(%r3)
	lfd %f29, 296(%r3)
	lfd %f30, 304(%r3)
	lfd %f31, 312(%r3)
	addi %r5, %r3, 320
	li %r6, 16
	lxvd2x 52, 0, %r5
	lxvd2x 53, %r5, %r6
	addi %r5, %r5, 32
	lxvd2x 54, 0, %r5
	lxvd2x 55, %r5, %r6
	addi %r5, %r5, 32
	lxvd2x 56, 0, %r5
	lxvd2x 57, %r5, %r6
	addi %r5, %r5, 32
	lxvd2x 58, 0, %r5
	lxvd2x 59, %r5, %r6
	addi %r5, %r5, 32
	lxvd2x 60, 0, %r5
	lxvd2x 61, %r5, %r6
	addi %r5, %r5, 32
	lxvd2x 62, 0, %r5
	lxvd2x 63, %r5, %r6
	li %r3, 1			/* longjmp(env, 0) returns 1 */
	cmpwi %r4, 0
	beqlr
	extsw %r3, %r4
	blr
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
