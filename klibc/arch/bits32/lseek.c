/* SPDX-License-Identifier: MIT */
/* lseek for 32-bit architectures: _llseek takes the offset in two halves. */
#include <unistd.h>

extern int __llseek(int, unsigned long, unsigned long, off_t *, int);

off_t lseek(int fd, off_t off, int whence)
{
	off_t result;

	if (__llseek(fd, (unsigned long)((uint64_t)off >> 32),
		     (unsigned long)off, &result, whence))
		return -1;
	return result;
}
