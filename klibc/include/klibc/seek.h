/* SPDX-License-Identifier: MIT */
/* klibc/seek.h: lseek()'s whence values, for every header that names them. */
#ifndef _KLIBC_SEEK_H
#define _KLIBC_SEEK_H

#define SEEK_SET	0
#define SEEK_CUR	1
#define SEEK_END	2

#endif
