/* SPDX-License-Identifier: MIT */
/*
 * x86_64 memcpy: whole quadwords with rep movsq, the last 8 bytes with one
 * possibly overlapping load and store instead of a byte loop; below 8
 * bytes, two overlapping loads and stores of the widest size that fits.
 * Every load of a short copy happens before its stores, which memmove's
 * short case relies on.
 */
	.text
	.globl memcpy
	.type memcpy, @function
memcpy:
	movq %rdi, %rax
	cmpq $8, %rdx
	jb 1f
	movq -8(%rsi,%rdx), %r8		/* the tail, read before any store */
	movq %rdx, %rcx
	shrq $3, %rcx
	rep movsq
	movq %r8, -8(%rax,%rdx)
	ret
1:	cmpl $4, %edx
	jb 2f
	movl (%rsi), %ecx		/* 4..7 bytes: two 4-byte halves */
	movl -4(%rsi,%rdx), %r8d
	movl %ecx, (%rdi)
	movl %r8d, -4(%rdi,%rdx)
	ret
2:	testl %edx, %edx
	jz 4f
	movzbl (%rsi), %ecx		/* 1..3 bytes: the first byte, */
	cmpl $1, %edx
	je 3f
	movzwl -2(%rsi,%rdx), %r8d	/* and the last two if n > 1 */
	movw %r8w, -2(%rdi,%rdx)
3:	movb %cl, (%rdi)
4:	ret
	.size memcpy, . - memcpy
	.section .note.GNU-stack, "", @progbits
