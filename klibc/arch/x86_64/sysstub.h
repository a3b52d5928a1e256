/* SPDX-License-Identifier: MIT */
/* x86_64 system call stubs: each loads its number and jumps to the tail. */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	movl $nr, %eax;				\
	jmp __syscall_common;			\
	.size name, . - name
