/* SPDX-License-Identifier: MIT */
/*
 * sparc64 vfork: the kernel tells parent and child apart in %o1, which the
 * fork tail in syscall.S turns into the usual return values.  The child
 * borrows our stack; this leaf code keeps the return address in %o7.
 */
#include <asm/unistd.h>
	.text
	.globl vfork
	.type vfork, @function
vfork:
	ba,pt %xcc, __syscall_fork
	 mov __NR_vfork, %g1
	.size vfork, . - vfork
	.section .note.GNU-stack, "", @progbits
