/* SPDX-License-Identifier: MIT */
/* riscv64 system call stubs: each loads its number and jumps to the tail. */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 1;				\
name:						\
	li a7, nr;				\
	tail __syscall_common;			\
	.size name, . - name
