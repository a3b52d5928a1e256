/* SPDX-License-Identifier: MIT */
/*
 * riscv64 program entry.  The kernel leaves argc, argv, envp and auxv on
 * the stack; a0 holds a function to run at exit when a dynamic loader ran
 * first (zero from the kernel).  gp is set for the linker's gp-relative
 * relaxation of small data, and must not itself be relaxed.
 */
	.text
	.globl _start
	.type _start, @function
_start:
	.option push
	.option norelax
	lla gp, __global_pointer$
	.option pop
	mv a1, a0
	mv a0, sp
	andi sp, sp, -16
	call __libc_init
	unimp
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
