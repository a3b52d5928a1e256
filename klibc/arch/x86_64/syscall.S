/* SPDX-License-Identifier: MIT */
/*
 * x86_64 system call tail, shared by every stub.
 *
 * Convention: number in %rax; arguments in %rdi, %rsi, %rdx, %r10, %r8,
 * %r9; `syscall' clobbers %rcx and %r11; the result comes back in %rax,
 * with -4095..-1 meaning -errno.  The C convention passes the fourth
 * argument in %rcx, hence the move to %r10.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 4
__syscall_common:
	movq %rcx, %r10
	syscall
	cmpq $-4095, %rax
	jae __syscall_error
	ret
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	negl %eax
	movl %eax, errno(%rip)
	orq $-1, %rax
	ret
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
