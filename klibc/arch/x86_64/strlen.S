/* SPDX-License-Identifier: MIT */
/*
 * x86_64 strlen: SSE2 (always present on x86_64), 16 bytes per step.
 * Loads are 16-byte aligned, so none crosses into the page after the
 * terminator; the bytes of the first block that come before the string
 * are shifted out of the match mask.
 */
	.text
	.globl strlen
	.type strlen, @function
strlen:
	movq %rdi, %rax
	andq $-16, %rax
	movl %edi, %ecx
	andl $15, %ecx
	pxor %xmm0, %xmm0
	movdqa (%rax), %xmm1
	pcmpeqb %xmm0, %xmm1
	pmovmskb %xmm1, %edx
	shrl %cl, %edx
	testl %edx, %edx
	jz 1f
	bsfl %edx, %eax
	ret
1:	addq $16, %rax
	movdqa (%rax), %xmm1
	pcmpeqb %xmm0, %xmm1
	pmovmskb %xmm1, %edx
	testl %edx, %edx
	jz 1b
	bsfl %edx, %edx
	addq %rdx, %rax
	subq %rdi, %rax
	ret
	.size strlen, . - strlen
	.section .note.GNU-stack, "", @progbits
