/* SPDX-License-Identifier: MIT */
/* fchmodat: change permissions relative to a directory. */
#include <sys/stat.h>
#include <fcntl.h>
#include <errno.h>

extern int __fchmodat(int, const char *, mode_t);

int fchmodat(int dirfd, const char *path, mode_t mode, int flags)
{
	/* Linux has no permissions on symbolic links to change. */
	if (flags & ~AT_SYMLINK_NOFOLLOW) {
		errno = EINVAL;
		return -1;
	}
	if (flags) {
		errno = EOPNOTSUPP;
		return -1;
	}
	return __fchmodat(dirfd, path, mode);
}
