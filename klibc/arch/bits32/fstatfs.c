/* SPDX-License-Identifier: MIT */
/* fstatfs for 32-bit architectures: fstatfs64 with the structure's size. */
#include <sys/vfs.h>

extern int __fstatfs64(int, size_t, struct statfs *);

int fstatfs(int fd, struct statfs *buf)
{
	return __fstatfs64(fd, sizeof(*buf), buf);
}
