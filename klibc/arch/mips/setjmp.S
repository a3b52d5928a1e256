/* SPDX-License-Identifier: MIT */
/*
 * mips (o32) setjmp/longjmp: the buffer holds $s0-$s7, $fp, $gp, $sp
 * and $ra, then the callee-saved doubles $f20-$f30.
 */
	.text
	.set noreorder
	.globl setjmp
	.type setjmp, @function
setjmp:
	sw $s0, 0($a0)
	sw $s1, 4($a0)
	sw $s2, 8($a0)
	sw $s3, 12($a0)
	sw $s4, 16($a0)
	sw $s5, 20($a0)
	sw $s6, 24($a0)
	sw $s7, 28($a0)
	sw $fp, 32($a0)
	sw $gp, 36($a0)
	sw $sp, 40($a0)
	sw $ra, 44($a0)
	sdc1 $f20, 48($a0)
	sdc1 $f22, 56($a0)
	sdc1 $f24, 64($a0)
	sdc1 $f26, 72($a0)
	sdc1 $f28, 80($a0)
	sdc1 $f30, 88($a0)
	jr $ra
	 move $v0, $zero
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	lw $s0, 0($a0)
	lw $s1, 4($a0)
	lw $s2, 8($a0)
	lw $s3, 12($a0)
	lw $s4, 16($a0)
	lw $s5, 20($a0)
	lw $s6, 24($a0)
	lw $s7, 28($a0)
	lw $fp, 32($a0)
	lw $gp, 36($a0)
	lw $sp, 40($a0)
	lw $ra, 44($a0)
	ldc1 $f20, 48($a0)
	ldc1 $f22, 56($a0)
	ldc1 $f24, 64($a0)
	ldc1 $f26, 72($a0)
	ldc1 $f28, 80($a0)
	ldc1 $f30, 88($a0)
	sltiu $t0, $a1, 1		/* longjmp(env, 0) returns 1 */
	jr $ra
	 addu $v0, $a1, $t0
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
