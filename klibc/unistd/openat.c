/* SPDX-License-Identifier: MIT */
/* openat: open a file relative to a directory, always with 64-bit offsets. */
#include <fcntl.h>
#include <stdarg.h>

extern int __openat(int, const char *, int, mode_t);

int openat(int dirfd, const char *path, int flags, ...)
{
	mode_t mode = 0;
	va_list ap;

	if (flags & (O_CREAT | __O_TMPFILE)) {
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	return __openat(dirfd, path, flags | O_LARGEFILE, mode);
}
