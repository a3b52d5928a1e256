/* SPDX-License-Identifier: MIT */
/*
 * i386 memmove: forward like memcpy unless dst starts inside src; then
 * backward with the direction flag set: the 0..3 odd bytes at the top
 * one by one, then whole longwords.  The ABI keeps the direction flag
 * clear between calls, so it is cleared again at once.
 */
	.text
	.globl memmove
	.type memmove, @function
memmove:
	pushl %esi
	pushl %edi
	movl 12(%esp), %edi
	movl 16(%esp), %esi
	movl 20(%esp), %ecx
	movl %edi, %eax
	subl %esi, %eax
	movl %ecx, %edx
	cmpl %ecx, %eax		/* dst - src >= n, unsigned: no overlap */
	jb 1f			/* that forward copying could spoil */
	shrl $2, %ecx
	rep movsl
	movl %edx, %ecx
	andl $3, %ecx
	rep movsb
	jmp 2f
1:	leal -1(%esi,%ecx), %esi
	leal -1(%edi,%ecx), %edi
	andl $3, %ecx
	std
	rep movsb
	subl $3, %esi
	subl $3, %edi
	movl %edx, %ecx
	shrl $2, %ecx
	rep movsl
	cld
2:	movl 12(%esp), %eax
	popl %edi
	popl %esi
	ret
	.size memmove, . - memmove
	.section .note.GNU-stack, "", @progbits
