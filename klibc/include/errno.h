/* SPDX-License-Identifier: MIT */
/* errno.h: the error numbers are the kernel's, which differ by architecture. */
#ifndef _ERRNO_H
#define _ERRNO_H

#include <klibc/compiler.h>
#include <asm/errno.h>

#ifndef ENOTSUP
# define ENOTSUP EOPNOTSUPP
#endif

__extern int errno;

#endif
