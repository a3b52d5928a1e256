/* SPDX-License-Identifier: MIT */
/*
 * mips vfork: there is no vfork system call, so clone(CLONE_VM |
 * CLONE_VFORK | SIGCHLD) with no new stack: the child borrows ours, and
 * nothing here touches it (the return address stays in $ra).  SIGCHLD
 * is 18 on mips.
 */
#include <asm/unistd.h>
	.text
	.set noreorder
	.globl vfork
	.type vfork, @function
vfork:
	li $a0, 0x4112
	move $a1, $zero
	li $v0, __NR_clone
	syscall
	bnez $a3, __syscall_error
	 nop
	jr $ra
	 nop
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
