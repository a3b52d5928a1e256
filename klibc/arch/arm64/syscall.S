/* SPDX-License-Identifier: MIT */
/*
 * arm64 system call tail, shared by every stub.
 *
 * Convention: `svc #0' with the number in x8 and up to six arguments in
 * x0-x5, the registers C passes them in; the result comes back in x0,
 * -4095..-1 meaning -errno, and no other register changes.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, %function
	.p2align 2
__syscall_common:
	svc #0
	cmn x0, #4095			/* carry set: x0 is in -4095..-1 */
	b.cs __syscall_error
	ret
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, %function
__syscall_error:
	neg w0, w0
	adrp x1, errno
	str w0, [x1, :lo12:errno]
	mov x0, #-1
	ret
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", %progbits
