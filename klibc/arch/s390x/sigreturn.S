/* SPDX-License-Identifier: MIT */
/*
 * s390x signal restorers: where a handler returns to (SA_RESTORER).  The
 * kernel would otherwise use its vDSO's; ours work without one.
 */
#include <asm/unistd.h>
	.text
	.globl __sigreturn
	.type __sigreturn, @function
	.p2align 3
__sigreturn:
	svc __NR_rt_sigreturn
	.size __sigreturn, . - __sigreturn

/*
 * A handler installed without SA_SIGINFO gets the old signal frame,
 * which returns through sigreturn(2).
 */
	.globl __sigreturn_nosiginfo
	.type __sigreturn_nosiginfo, @function
	.p2align 3
__sigreturn_nosiginfo:
	svc __NR_sigreturn
	.size __sigreturn_nosiginfo, . - __sigreturn_nosiginfo
	.section .note.GNU-stack, "", @progbits
