/* SPDX-License-Identifier: MIT */
/*
 * ppc64 signal restorer: none.  The kernel returns a handler through the
 * rt_sigreturn trampoline in its vDSO and ignores sa_restorer (archconfig.h
 * defines __KLIBC_KERNEL_RESTORER).
 */
	.section .note.GNU-stack, "", @progbits
