/* SPDX-License-Identifier: MIT */
/*
 * mips signal restorer: none.  The kernel's struct sigaction has no
 * sa_restorer; handlers return through the kernel's own trampoline (its
 * vDSO), which archconfig.h says by leaving __KLIBC_NEEDS_RESTORER
 * undefined.
 */
	.section .note.GNU-stack, "", @progbits
