/* SPDX-License-Identifier: MIT */
/* faccessat: check permissions; flags need the newer faccessat2(2). */
#include <unistd.h>
#include <fcntl.h>

extern int __faccessat(int, const char *, int);
extern int faccessat2(int, const char *, int, int);

int faccessat(int dirfd, const char *path, int mode, int flags)
{
	if (flags)
		return faccessat2(dirfd, path, mode, flags);
	return __faccessat(dirfd, path, mode);
}
