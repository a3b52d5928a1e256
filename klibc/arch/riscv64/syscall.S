/* SPDX-License-Identifier: MIT */
/*
 * riscv64 system call tail, shared by every stub.
 *
 * Convention: `ecall' with the number in a7 and up to six arguments in
 * a0-a5, the registers C passes them in; the result comes back in a0,
 * -4095..-1 meaning -errno, and no other register changes.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 1
__syscall_common:
	ecall
	li t0, -4096
	bgtu a0, t0, __syscall_error	/* a0 is in -4095..-1 */
	ret
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	neg a0, a0
	lla t0, errno
	sw a0, 0(t0)
	li a0, -1
	ret
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
