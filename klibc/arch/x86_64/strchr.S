/* SPDX-License-Identifier: MIT */
/*
 * x86_64 strchr: SSE2, 16 bytes per step, looking for c and the
 * terminator at once: a byte is either when the smaller of it and
 * (it ^ c) is zero.  Loads are 16-byte aligned, so none crosses into the
 * page after the terminator; the bytes of the first block that come
 * before the string are shifted out of the match mask.
 */
	.text
	.globl strchr
	.type strchr, @function
strchr:
	movd %esi, %xmm2
	punpcklbw %xmm2, %xmm2
	punpcklwd %xmm2, %xmm2
	pshufd $0, %xmm2, %xmm2		/* c in all 16 bytes */
	pxor %xmm0, %xmm0
	movq %rdi, %rax
	andq $-16, %rax
	movl %edi, %ecx
	andl $15, %ecx
	movdqa (%rax), %xmm1
	movdqa %xmm1, %xmm3
	pxor %xmm2, %xmm3
	pminub %xmm3, %xmm1
	pcmpeqb %xmm0, %xmm1
	pmovmskb %xmm1, %edx
	shrl %cl, %edx
	testl %edx, %edx
	jz 1f
	bsfl %edx, %edx
	addq %rdi, %rdx
	jmp 2f
1:	addq $16, %rax
	movdqa (%rax), %xmm1
	movdqa %xmm1, %xmm3
	pxor %xmm2, %xmm3
	pminub %xmm3, %xmm1
	pcmpeqb %xmm0, %xmm1
	pmovmskb %xmm1, %edx
	testl %edx, %edx
	jz 1b
	bsfl %edx, %edx
	addq %rax, %rdx
2:	xorl %eax, %eax			/* the terminator, unless c is 0 */
	cmpb %sil, (%rdx)
	cmove %rdx, %rax
	ret
	.size strchr, . - strchr
	.section .note.GNU-stack, "", @progbits
