/* SPDX-License-Identifier: MIT */
/*
 * arm system call tail, shared by every stub.
 *
 * Convention (EABI): `svc 0' with the number in r7 and up to seven
 * arguments in r0-r6; the result in r0, -4095..-1 meaning -errno; no
 * other register changes.  A 64-bit argument takes an even/odd register
 * pair, skipping one register when needed: the same places the procedure
 * call standard gives it in r0-r3 and on the stack, so the tail copies r0-r3
 * as they are and the first three stack words into r4-r6, whatever the
 * call's arguments.  r4-r7 belong to the caller and are saved.
 */
	.syntax unified
	.arm
	.text
	.globl __syscall_common
	.type __syscall_common, %function
	.p2align 2
__syscall_common:
	push {r4, r5, r6, r7}
	add r4, sp, #16
	ldm r4, {r4, r5, r6}
	mov r7, ip
	svc 0
	pop {r4, r5, r6, r7}
	cmn r0, #4096			/* hi: r0 is in -4095..-1 */
	bxls lr
	.size __syscall_common, . - __syscall_common

	.globl __syscall_error
	.type __syscall_error, %function
__syscall_error:
	rsb r0, r0, #0
	ldr r1, =errno
	str r0, [r1]
	mvn r0, #0
	bx lr
	.size __syscall_error, . - __syscall_error
	.section .note.GNU-stack, "", %progbits
