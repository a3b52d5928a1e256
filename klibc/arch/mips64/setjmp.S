/* SPDX-License-Identifier: MIT */
/*
 * mips64 (n64) setjmp/longjmp: the buffer holds $s0-$s7, $fp, $gp, $sp
 * and $ra, then the callee-saved $f24-$f31.
 */
	.text
	.set noreorder
	.globl setjmp
	.type setjmp, @function
setjmp:
	sd $s0, 0($a0)
	sd $s1, 8($a0)
	sd $s2, 16($a0)
	sd $s3, 24($a0)
	sd $s4, 32($a0)
	sd $s5, 40($a0)
	sd $s6, 48($a0)
	sd $s7, 56($a0)
	sd $fp, 64($a0)
	sd $gp, 72($a0)
	sd $sp, 80($a0)
	sd $ra, 88($a0)
	sdc1 $f24, 96($a0)
	sdc1 $f25, 104($a0)
	sdc1 $f26, 112($a0)
	sdc1 $f27, 120($a0)
	sdc1 $f28, 128($a0)
	sdc1 $f29, 136($a0)
	sdc1 $f30, 144($a0)
	sdc1 $f31, 152($a0)
	jr $ra
	 move $v0, $zero
	.size setjmp, . - setjmp

	.globl longjmp
	.type longjmp, @function
longjmp:
	ld $s0, 0($a0)
	ld $s1, 8($a0)
	ld $s2, 16($a0)
	ld $s3, 24($a0)
	ld $s4, 32($a0)
	ld $s5, 40($a0)
	ld $s6, 48($a0)
	ld $s7, 56($a0)
	ld $fp, 64($a0)
	ld $gp, 72($a0)
	ld $sp, 80($a0)
	ld $ra, 88($a0)
	ldc1 $f24, 96($a0)
	ldc1 $f25, 104($a0)
	ldc1 $f26, 112($a0)
	ldc1 $f27, 120($a0)
	ldc1 $f28, 128($a0)
	ldc1 $f29, 136($a0)
	ldc1 $f30, 144($a0)
	ldc1 $f31, 152($a0)
	sltiu $t0, $a1, 1		/* longjmp(env, 0) returns 1 */
	jr $ra
	 addu $v0, $a1, $t0
	.size longjmp, . - longjmp
	.section .note.GNU-stack, "", @progbits
