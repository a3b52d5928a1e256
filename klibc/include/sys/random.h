/* SPDX-License-Identifier: MIT */
/* sys/random.h: random bytes from the kernel. */
#ifndef _SYS_RANDOM_H
#define _SYS_RANDOM_H

#include <klibc/compiler.h>
#include <sys/types.h>

#define GRND_NONBLOCK	0x0001
#define GRND_RANDOM	0x0002
#define GRND_INSECURE	0x0004

__extern ssize_t getrandom(void *, size_t, unsigned int);

#endif
