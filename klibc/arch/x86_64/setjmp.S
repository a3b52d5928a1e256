/* SPDX-License-Identifier: MIT */
/*
 * x86_64 setjmp/longjmp: the buffer holds %rbx, %rbp, %r12-%r15, the stack
 * pointer of the caller and the return address, in that order.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	pop %rsi			/* return address */
	movq %rbx, (%rdi)
	movq %rbp, 8(%rdi)
	movq %r12, 16(%rdi)
	movq %r13, 24(%rdi)
	movq %r14, 32(%rdi)
	movq %r15, 40(%rdi)
	movq %rsp, 48(%rdi)
	movq %rsi, 56(%rdi)
	xorl %eax, %eax
	jmp *%rsi
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	movl %esi, %eax
	testl %eax, %eax		/* longjmp(env, 0) returns 1 */
	jnz 1f
	incl %eax
1:	movq (%rdi), %rbx
	movq 8(%rdi), %rbp
	movq 16(%rdi), %r12
	movq 24(%rdi), %r13
	movq 32(%rdi), %r14
	movq 40(%rdi), %r15
	movq 48(%rdi), %rsp
	jmp *56(%rdi)
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
