/* SPDX-License-Identifier: MIT */
/*
 * arm setjmp/longjmp: the buffer holds r4-r11, the stack pointer, the
 * return address, then d8-d15 where there is a floating-point unit (the
 * procedure call standard makes them callee-saved; soft-float armel
 * leaves them out).
 */
	.syntax unified
	.arm
	.text
	.globl setjmp
	.type setjmp, %function
	.p2align 2
setjmp:
	mov ip, sp
	stmia r0!, {r4-r11, ip, lr}
#ifndef __SOFTFP__
	vstmia r0, {d8-d15}
#endif
	mov r0, #0
	bx lr
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, %function
	.p2align 2
longjmp:
	ldmia r0!, {r4-r11, ip, lr}
#ifndef __SOFTFP__
	vldmia r0, {d8-d15}
#endif
	mov sp, ip
	movs r0, r1			/* longjmp(env, 0) returns 1 */
	moveq r0, #1
	bx lr
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", %progbits
