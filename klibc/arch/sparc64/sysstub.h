/* SPDX-License-Identifier: MIT */
/*
 * sparc64 system call stubs: each branches to the tail with its number
 * loaded in the delay slot.
 */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	ba,pt %xcc, __syscall_common;		\
	 mov nr, %g1;				\
	.size name, . - name
