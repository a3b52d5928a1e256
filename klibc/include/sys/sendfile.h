/* SPDX-License-Identifier: MIT */
/* sys/sendfile.h: copying between file descriptors in the kernel. */
#ifndef _SYS_SENDFILE_H
#define _SYS_SENDFILE_H

#include <klibc/compiler.h>
#include <sys/types.h>

__extern ssize_t sendfile(int, int, off_t *, size_t);
__extern ssize_t copy_file_range(int, off_t *, int, off_t *, size_t,
				 unsigned int);

#endif
