/* SPDX-License-Identifier: MIT */
/*
 * sparc64 system call tails, shared by every stub.
 *
 * Convention: `ta 0x6d' with the number in %g1 and up to six arguments
 * in %o0-%o5, the registers C passed them in.  The result comes back in
 * %o0; the kernel sets the 64-bit carry flag (%xcc) on error, with the
 * positive errno in %o0 (a result alone cannot tell an error).  Stubs
 * are leaf code: they run in their caller's register window and return
 * to %o7 + 8.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 2
__syscall_common:
	ta 0x6d
	bcs,pn %xcc, __syscall_error
	 nop
	retl
	 nop
	.size __syscall_common, . - __syscall_common

/*
 * fork, vfork and clone: the kernel returns the other process's id in
 * %o0 to both processes and says which one it is in %o1: 1 in the child,
 * 0 in the parent.  The child's 1 becomes a mask of 0, the parent's 0 a
 * mask of all ones.
 */
	.globl __syscall_fork
	.type __syscall_fork, @function
	.p2align 2
__syscall_fork:
	ta 0x6d
	bcs,pn %xcc, __syscall_error
	 sub %o1, 1, %o1
	retl
	 and %o0, %o1, %o0
	.size __syscall_fork, . - __syscall_fork

/* errno = %o0, return -1. */
	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	sethi %hi(errno), %g1
	st %o0, [%g1 + %lo(errno)]
	retl
	 mov -1, %o0
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
