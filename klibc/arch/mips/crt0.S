/* SPDX-License-Identifier: MIT */
/*
 * mips (o32) program entry.  The kernel leaves argc, argv, envp and auxv
 * at $sp and a function to run at exit in $v0 (zero from the kernel).
 * An o32 caller keeps $sp 8-byte aligned and reserves 16 bytes below its
 * arguments where the callee may store $a0-$a3.  The MIPS linkers'
 * default entry symbol is __start, so both names mark it.
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
	li $t0, -8
	and $sp, $sp, $t0
	addiu $sp, $sp, -16
	jal __libc_init
	 move $ra, $zero		/* no caller to unwind into */
	break
	.size _start, . - _start
	.section .note.GNU-stack, "", @progbits
