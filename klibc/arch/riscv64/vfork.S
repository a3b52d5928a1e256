/* SPDX-License-Identifier: MIT */
/*
 * riscv64 vfork: the kernel has no vfork call here, so it is clone with
 * CLONE_VM | CLONE_VFORK and SIGCHLD as the exit signal, on the same stack
 * (a new stack pointer of 0).  The return address stays in ra, never on
 * the stack the child borrows.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, @function
	.p2align 1
vfork:
	li a0, 0x4111			/* CLONE_VM | CLONE_VFORK | SIGCHLD */
	li a1, 0
	li a7, __NR_clone
	ecall
	li t0, -4096
	bgtu a0, t0, 1f
	ret
1:	tail __syscall_error
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
