/* SPDX-License-Identifier: MIT */
/*
 * s390x system call tail, shared by every stub.
 *
 * Convention: `svc 0' with the number in %r1 (`svc n' encodes numbers
 * below 256 in the instruction; one tail serves all with %r1) and the
 * arguments in %r2-%r7; the result comes back in %r2, with -4095..-1
 * meaning -errno.  C passes five arguments in %r2-%r6 and the sixth at
 * 160(%r15), in the caller's frame; %r7 belongs to the caller, so it is
 * kept in its slot of the register save area the caller provides.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 3
__syscall_common:
	stg %r7, 56(%r15)
	lg %r7, 160(%r15)
	svc 0
	lg %r7, 56(%r15)
	lghi %r1, -4095
	clgr %r2, %r1
	jhe __syscall_error
	br %r14
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	lcr %r2, %r2
	larl %r1, errno
	st %r2, 0(%r1)
	lghi %r2, -1
	br %r14
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
