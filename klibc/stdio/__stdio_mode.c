/* SPDX-License-Identifier: MIT */
/* __stdio_mode: the open() flags and stream flags of an fopen mode. */
#include <fcntl.h>
#include "stream.h"

/*
 * r w a, then + for update; b means nothing on POSIX, e is O_CLOEXEC and
 * x is O_EXCL, as in glibc.  Other letters are ignored.  -1: invalid.
 */
int __stdio_mode(const char *mode, unsigned int *fflags)
{
	int oflags;
	unsigned int ff;

	switch (*mode) {
	case 'r':
		oflags = O_RDONLY;
		ff = F_READ;
		break;
	case 'w':
		oflags = O_WRONLY | O_CREAT | O_TRUNC;
		ff = F_WRITE;
		break;
	case 'a':
		oflags = O_WRONLY | O_CREAT | O_APPEND;
		ff = F_WRITE | F_APPEND;
		break;
	default:
		return -1;
	}
	while (*++mode) {
		if (*mode == '+') {
			oflags = (oflags & ~O_ACCMODE) | O_RDWR;
			ff |= F_READ | F_WRITE;
		} else if (*mode == 'e') {
			oflags |= O_CLOEXEC;
		} else if (*mode == 'x') {
			oflags |= O_EXCL;
		}
	}
	*fflags = ff;
	return oflags | O_LARGEFILE;
}
