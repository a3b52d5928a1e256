/* SPDX-License-Identifier: MIT */
/*
 * x86_64 memmove: forward through memcpy unless dst starts inside src;
 * then backward with the direction flag set for one rep movsq, the first
 * 8 bytes read up front and stored last.  The ABI keeps the direction
 * flag clear between calls, so it is cleared again at once.
 */
	.text
	.globl memmove
	.type memmove, @function
memmove:
	movq %rdi, %rcx
	subq %rsi, %rcx
	cmpq %rdx, %rcx		/* dst - src >= n, unsigned: no overlap */
	jae memcpy		/* that forward copying could spoil */
	cmpq $8, %rdx
	jb memcpy		/* short copies load everything first */
	movq %rdi, %rax
	movq (%rsi), %r8
	leaq -8(%rsi,%rdx), %rsi
	leaq -8(%rdi,%rdx), %rdi
	movq %rdx, %rcx
	shrq $3, %rcx
	std
	rep movsq
	cld
	movq %r8, (%rax)
	ret
	.size memmove, . - memmove
	.section .note.GNU-stack, "", @progbits
