/* SPDX-License-Identifier: MIT */
/*
 * i386 memcpy: whole longwords with rep movsl, then the 0..3 bytes left
 * with rep movsb.
 */
	.text
	.globl memcpy
	.type memcpy, @function
memcpy:
	pushl %esi
	pushl %edi
	movl 12(%esp), %edi
	movl 16(%esp), %esi
	movl 20(%esp), %ecx
	movl %edi, %eax
	movl %ecx, %edx
	shrl $2, %ecx
	rep movsl
	movl %edx, %ecx
	andl $3, %ecx
	rep movsb
	popl %edi
	popl %esi
	ret
	.size memcpy, . - memcpy
	.section .note.GNU-stack, "", @progbits
