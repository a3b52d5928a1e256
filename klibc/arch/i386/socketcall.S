/* SPDX-License-Identifier: MIT */
/*
 * i386 socket calls: socketcall(2) takes the call number in %ebx and a
 * pointer to the argument array in %ecx; our caller's arguments already lie
 * in order on the stack.  Errors go through the common tail.
 */
#include <asm/unistd.h>
	.text
	.globl __socketcall_common
	.type __socketcall_common, @function
	.p2align 4
__socketcall_common:
	pushl %ebx
	movl %eax, %ebx
	leal 8(%esp), %ecx
	movl $__NR_socketcall, %eax
	int $0x80
	popl %ebx
	cmpl $-4095, %eax
	jae __syscall_error
	ret
	.size __socketcall_common, . - __socketcall_common
	.section .note.GNU-stack, "", @progbits
