/* SPDX-License-Identifier: MIT */
/*
 * i386 memset: the byte spread over a longword, whole longwords with
 * rep stosl, then the 0..3 bytes left with rep stosb.
 */
	.text
	.globl memset
	.type memset, @function
memset:
	pushl %edi
	movl 8(%esp), %edi
	movzbl 12(%esp), %eax
	imull $0x01010101, %eax, %eax
	movl 16(%esp), %ecx
	movl %ecx, %edx
	shrl $2, %ecx
	rep stosl
	movl %edx, %ecx
	andl $3, %ecx
	rep stosb
	movl 8(%esp), %eax
	popl %edi
	ret
	.size memset, . - memset
	.section .note.GNU-stack, "", @progbits
