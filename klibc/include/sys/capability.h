/* SPDX-License-Identifier: MIT */
/* sys/capability.h: the raw capability system calls. */
#ifndef _SYS_CAPABILITY_H
#define _SYS_CAPABILITY_H

#include <klibc/compiler.h>
#include <linux/capability.h>

__extern int capget(cap_user_header_t, cap_user_data_t);
__extern int capset(cap_user_header_t, const cap_user_data_t);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/types.h>

#endif
