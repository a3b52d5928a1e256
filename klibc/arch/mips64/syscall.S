/* SPDX-License-Identifier: MIT */
/*
 * mips64 (n64) system call tail, shared by every stub.
 *
 * Convention: `syscall' with the number in $v0 and the arguments in
 * $a0-$a5, the registers the C convention put them in.  The kernel
 * returns the result in $v0 and sets $a3 nonzero on error, with the
 * positive errno in $v0 (a result alone cannot tell an error: mmap may
 * return any address); it clobbers $v1, $a3 and the temporaries, all of
 * which C lets a call clobber.
 */
	.text
	.set noreorder
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 2
__syscall_common:
	syscall
	bnez $a3, __syscall_error
	 nop
	jr $ra
	 nop
	.size __syscall_common, . - __syscall_common

/* errno = $v0, return -1. */
	.set reorder
	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	dla $t0, errno
	sw $v0, 0($t0)
	li $v0, -1
	jr $ra
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
