/* SPDX-License-Identifier: MIT */
/*
 * s390x vfork: the child borrows our stack; the return address stays in
 * %r14 and nothing here touches the stack.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, @function
vfork:
	svc __NR_vfork
	lghi %r1, -4095
	clgr %r2, %r1
	jhe __syscall_error
	br %r14
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
