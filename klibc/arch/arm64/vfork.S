/* SPDX-License-Identifier: MIT */
/*
 * arm64 vfork: the kernel has no vfork call here, so it is clone with
 * CLONE_VM | CLONE_VFORK and SIGCHLD as the exit signal, on the same stack
 * (a new stack pointer of 0).  The return address stays in x30, never on
 * the stack the child borrows.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, %function
	.p2align 2
vfork:
	mov x0, #0x4111			/* CLONE_VM | CLONE_VFORK | SIGCHLD */
	mov x1, #0
	mov x8, #__NR_clone
	b __syscall_common
	.size vfork, . - vfork
	.section .note.GNU-stack, "", %progbits
