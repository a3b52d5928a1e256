/* SPDX-License-Identifier: MIT */
/* open: open a file, always with 64-bit offsets. */
#include <fcntl.h>
#include <stdarg.h>

int open(const char *path, int flags, ...)
{
	mode_t mode = 0;
	va_list ap;

	if (flags & (O_CREAT | __O_TMPFILE)) {
		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	return openat(AT_FDCWD, path, flags, mode);
}
