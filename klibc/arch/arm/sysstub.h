/* SPDX-License-Identifier: MIT */
/*
 * arm system call stubs: each loads its number into ip and jumps to the
 * tail (a literal load, since ARMv5 cannot encode every number in a move).
 */
#define SYSCALL(name, nr, nargs)		\
	.syntax unified;			\
	.arm;					\
	.text;					\
	.globl name;				\
	.type name, %function;			\
	.p2align 2;				\
name:						\
	ldr ip, =nr;				\
	b __syscall_common;			\
	.size name, . - name
