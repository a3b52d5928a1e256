/* SPDX-License-Identifier: MIT */
/* i386 system call stubs: each loads its number and jumps to the tail. */
#define SYSCALL(name, nr, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	movl $nr, %eax;				\
	jmp __syscall_common;			\
	.size name, . - name

/* Socket calls: socketcall(call, pointer to the arguments on our stack). */
#define SOCKETCALL(name, call, nargs)		\
	.text;					\
	.globl name;				\
	.type name, @function;			\
	.p2align 2;				\
name:						\
	movl $call, %eax;			\
	jmp __socketcall_common;		\
	.size name, . - name
