/* SPDX-License-Identifier: MIT */
/*
 * riscv64 signal restorer: none.  The kernel's struct sigaction has no
 * sa_restorer here; handlers return through the rt_sigreturn trampoline in
 * its vDSO (archconfig.h defines __KLIBC_NO_SA_RESTORER).
 */
	.section .note.GNU-stack, "", @progbits
