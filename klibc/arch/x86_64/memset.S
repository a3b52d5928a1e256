/* SPDX-License-Identifier: MIT */
/*
 * x86_64 memset: the byte spread over a quadword, whole quadwords with
 * rep stosq and the last 8 bytes with one possibly overlapping store;
 * below 8 bytes, two overlapping stores of the widest size that fits.
 */
	.text
	.globl memset
	.type memset, @function
memset:
	movzbl %sil, %eax
	movabsq $0x0101010101010101, %rcx
	imulq %rcx, %rax
	cmpq $8, %rdx
	jb 1f
	movq %rax, -8(%rdi,%rdx)
	movq %rdi, %r8
	movq %rdx, %rcx
	shrq $3, %rcx
	rep stosq
	movq %r8, %rax
	ret
1:	cmpl $4, %edx
	jb 2f
	movl %eax, (%rdi)
	movl %eax, -4(%rdi,%rdx)
	movq %rdi, %rax
	ret
2:	testl %edx, %edx
	jz 3f
	movb %al, (%rdi)
	cmpl $1, %edx
	je 3f
	movw %ax, -2(%rdi,%rdx)
3:	movq %rdi, %rax
	ret
	.size memset, . - memset
	.section .note.GNU-stack, "", @progbits
