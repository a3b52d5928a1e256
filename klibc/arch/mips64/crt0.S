/* SPDX-License-Identifier: MIT */
/*
 * mips64 (n64) program entry.  The kernel leaves argc, argv, envp and
 * auxv at $sp and a function to run at exit in $v0 (zero from the
 * kernel).  n64 keeps $sp 16-byte aligned and has no argument save area.
 * The MIPS linkers' default entry symbol is __start, so both names mark
 * it.
 */
	.text
	.set noreorder
	.globl _start, __start
	.type _start, @function
	.type __start, @function
_start:
__start:
	move $a0, $sp
	move $a1, $v0
	li $t0, -16
	and $sp, $sp, $t0
	jal __libc_init
	 move $ra, $zero		/* no caller to unwind into */
	break
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
