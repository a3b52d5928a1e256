/* SPDX-License-Identifier: MIT */
/*
 * sparc __clone: the kernel tells parent and child apart in %o1, which the
 * fork tail in syscall.S turns into the usual return values.
 */
#include <asm/unistd.h>
	.text
	.globl __clone
	.type __clone, @function
__clone:
	b __syscall_fork
	 mov __NR_clone, %g1
	.size __clone, . - __clone
	.section .note.GNU-stack, "", @progbits
