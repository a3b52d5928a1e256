/* SPDX-License-Identifier: MIT */
/*
 * x86_64 vfork: the child borrows our stack, so the return address is kept
 * in a register across the call rather than on the stack it may overwrite.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, @function
vfork:
	pop %rdx
	movl $__NR_vfork, %eax
	syscall
	push %rdx
	cmpq $-4095, %rax
	jae __syscall_error
	ret
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
