/* SPDX-License-Identifier: MIT */
/*
 * mips (o32) system call tail, shared by every stub.
 *
 * Convention: `syscall' with the number in $v0 and the arguments in
 * $a0-$a3, the fifth to eighth at 16..28($sp): the very places the C
 * convention put them, since the stubs jump here without touching the
 * stack.  A 64-bit argument takes an aligned register pair or pair of
 * stack slots, high word first on big-endian, in the kernel's o32
 * entry points as in C.  The kernel returns the result in $v0 and sets
 * $a3 nonzero on error, with the positive errno in $v0 (a result alone
 * cannot tell an error: mmap may return any address); it clobbers $v1,
 * $a3 and the temporaries, all of which C lets a call clobber.
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
	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	lui $t0, %hi(errno)
	sw $v0, %lo(errno)($t0)
	jr $ra
	 li $v0, -1
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
