/* SPDX-License-Identifier: MIT */
/*
 * i386 system call tail, shared by every stub.
 *
 * Convention: `int $0x80' with the number in %eax and up to six arguments
 * in %ebx, %ecx, %edx, %esi, %edi, %ebp; the result in %eax, -4095..-1
 * meaning -errno.  C passes arguments on the stack, so they are loaded from
 * there; %ebx, %esi, %edi and %ebp belong to the caller and are saved.
 * A 64-bit argument takes two stack words, low word first, which is the
 * order the kernel's split *64 calls expect.
 */
	.text
	.globl __syscall_common
	.type __syscall_common, @function
	.p2align 4
__syscall_common:
	pushl %ebx
	pushl %esi
	pushl %edi
	pushl %ebp
	movl 20(%esp), %ebx
	movl 24(%esp), %ecx
	movl 28(%esp), %edx
	movl 32(%esp), %esi
	movl 36(%esp), %edi
	movl 40(%esp), %ebp
	int $0x80
	popl %ebp
	popl %edi
	popl %esi
	popl %ebx
	cmpl $-4095, %eax
	jae __syscall_error
	ret
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, @function
__syscall_error:
	negl %eax
	movl %eax, errno
	orl $-1, %eax
	ret
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", @progbits
