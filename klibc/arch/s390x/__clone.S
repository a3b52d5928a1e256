/* SPDX-License-Identifier: MIT */
/*
 * s390x __clone: the kernel's clone takes the new stack first and the
 * flags second, the other way round from the library's prototype
 * (flags, stack, parent tid, child tid, tls).
 */
#include <asm/unistd.h>
	.text
	.globl __clone
	.type __clone, @function
__clone:
	lgr %r0, %r2
	lgr %r2, %r3
	lgr %r3, %r0
	lghi %r1, __NR_clone
	jg __syscall_common
	.size __clone, . - __clone
	.section .note.GNU-stack, "", @progbits
