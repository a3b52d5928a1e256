/* SPDX-License-Identifier: MIT */
/* byteswap.h: byte-order reversal. */
#ifndef _BYTESWAP_H
#define _BYTESWAP_H

#define bswap_16(x)	__builtin_bswap16(x)
#define bswap_32(x)	__builtin_bswap32(x)
#define bswap_64(x)	__builtin_bswap64(x)

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/types.h>

#endif
