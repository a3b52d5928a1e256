/* SPDX-License-Identifier: MIT */
/* s390x system call stubs: each loads its number and jumps to the tail. */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	lghi %r1, nr;				\
	jg __syscall_common;			\
	.size name, . - name
