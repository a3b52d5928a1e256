/* SPDX-License-Identifier: MIT */
/* statfs for 32-bit architectures: statfs64 with the structure's size. */
#include <sys/vfs.h>

extern int __statfs64(const char *, size_t, struct statfs *);

int statfs(const char *path, struct statfs *buf)
{
	return __statfs64(path, sizeof(*buf), buf);
}
