/* SPDX-License-Identifier: MIT */
/*
 * ppc64 system call tail, shared by every stub.
 *
 * Convention: `sc' with the number in r0 and up to six arguments in
 * r3-r8, the registers C passes them in; the result comes back in r3.  An
 * error sets the summary-overflow bit of cr0 and leaves the positive errno
 * in r3 (it is not -errno).  sc clobbers only registers a call may clobber
 * (r0, r4-r12, cr0, ctr, xer).  errno is stored at its absolute address,
 * without the TOC: a caller from another module still has its own in r2.
 */
	.abiversion 2
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 2
__syscall_common:
	sc
	bnslr+
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	lis %r4, errno@ha
	stw %r3, errno@l(%r4)
	li %r3, -1
	blr
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
