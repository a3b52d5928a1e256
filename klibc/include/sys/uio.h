/* SPDX-License-Identifier: MIT */
/* sys/uio.h: vectored I/O. */
#ifndef _SYS_UIO_H
#define _SYS_UIO_H

#include <klibc/compiler.h>
#include <sys/types.h>

struct iovec {
	void *iov_base;
	size_t iov_len;
};

__extern ssize_t readv(int, const struct iovec *, int);
__extern ssize_t writev(int, const struct iovec *, int);

#endif
