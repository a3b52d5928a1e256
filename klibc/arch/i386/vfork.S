/* SPDX-License-Identifier: MIT */
/*
 * i386 vfork: the child borrows our stack, so the return address is kept
 * in a register across the call rather than on the stack it may overwrite.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, @function
vfork:
	popl %edx
	movl $__NR_vfork, %eax
	int $0x80
	pushl %edx
	cmpl $-4095, %eax
	jae __syscall_error
	ret
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
