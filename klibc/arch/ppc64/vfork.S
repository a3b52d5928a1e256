/* SPDX-License-Identifier: MIT */
/*
 * ppc64 vfork: the return address stays in the link register, never on the
 * stack the child borrows.  Errors come back as for every call (cr0.SO).
 */
#include <asm/unistd.h>
	.abiversion 2
	.text
	.globl vfork
	.type vfork, @function
	.p2align 2
vfork:
	li %r0, __NR_vfork
	sc
	bnslr+
	b __syscall_error
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
