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

/* As Debian's klibc has it (programs written for it rely on this). */
#ifndef UIO_FASTIOV
# define UIO_FASTIOV	8
#endif
#ifndef UIO_MAXIOV
# define UIO_MAXIOV	1024
#endif

#endif
