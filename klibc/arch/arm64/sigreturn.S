/* SPDX-License-Identifier: MIT */
/*
 * arm64 signal restorer: none.  Without SA_RESTORER the kernel returns a
 * handler through the rt_sigreturn trampoline in its vDSO (archconfig.h
 * defines __KLIBC_KERNEL_RESTORER).
 */
	.section .note.GNU-stack, "", %progbits
