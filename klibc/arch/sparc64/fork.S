/* SPDX-License-Identifier: MIT */
/*
 * sparc64 fork: the kernel tells parent and child apart in %o1, which the
 * fork tail in syscall.S turns into the usual return values.
 */
#include <asm/unistd.h>
	.text
	.globl fork
	.type fork, @function
fork:
	ba,pt %xcc, __syscall_fork
	 mov __NR_fork, %g1
	.size fork, . - fork
	.section .note.GNU-stack, "", @progbits
