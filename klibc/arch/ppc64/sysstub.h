/* SPDX-License-Identifier: MIT */
/*
 * ppc64 system call stubs: each loads its number and jumps to the tail.
 * They use no TOC (a single entry point), so a caller from another module
 * may arrive with its own r2.
 */
#define SYSCALL(name, nr, nargs)		\
	.abiversion 2;				\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	li %r0, nr;				\
	b __syscall_common;			\
	.size name, . - name
