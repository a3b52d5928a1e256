/* SPDX-License-Identifier: MIT */
/*
 * i386 setjmp/longjmp: the buffer holds %ebx, %esi, %edi, %ebp, the stack
 * pointer of the caller and the return address, in that order.
 */
	.text
	.globl setjmp
	.type setjmp, @function
setjmp:
	movl 4(%esp), %edx
	popl %ecx			/* return address */
	movl %ebx, (%edx)
	movl %esi, 4(%edx)
	movl %edi, 8(%edx)
	movl %ebp, 12(%edx)
	movl %esp, 16(%edx)
	movl %ecx, 20(%edx)
	xorl %eax, %eax
	jmp *%ecx
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	movl 4(%esp), %edx
	movl 8(%esp), %eax
	testl %eax, %eax		/* longjmp(env, 0) returns 1 */
	jnz 1f
	incl %eax
1:	movl (%edx), %ebx
	movl 4(%edx), %esi
	movl 8(%edx), %edi
	movl 12(%edx), %ebp
	movl 16(%edx), %esp
	jmp *20(%edx)
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
