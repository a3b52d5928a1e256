/* SPDX-License-Identifier: MIT */
/*
 * arm signal restorer: none.  Without SA_RESTORER the kernel returns a
 * handler through the sigreturn code on its signal page (archconfig.h
 * defines __KLIBC_KERNEL_RESTORER).
 */
	.section .note.GNU-stack, "", %progbits
