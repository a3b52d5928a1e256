/* SPDX-License-Identifier: MIT */
/*
 * arm vfork: the return address stays in lr, never on the stack the
 * child borrows; r7, which carries the number, is kept in ip.
 */
#include <asm/unistd.h>
	.syntax unified
	.arm
	.text
	.globl vfork
	.type vfork, %function
	.p2align 2
vfork:
	mov ip, r7
	mov r7, #__NR_vfork
	svc 0
	mov r7, ip
	cmn r0, #4096
	bxls lr
	b __syscall_error
	.size vfork, . - vfork
	.section .note.GNU-stack, "", %progbits
