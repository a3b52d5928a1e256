/* SPDX-License-Identifier: MIT */
/*
 * mips system call stubs: each jumps to the tail with its number loaded
 * in the branch delay slot.
 */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.set noreorder;				\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	j __syscall_common;			\
	 li $v0, nr;				\
	.size name, . - name;			\
	.set reorder
