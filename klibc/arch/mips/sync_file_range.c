/* SPDX-License-Identifier: MIT */
/*
 * sync_file_range: o32 passes 64-bit arguments in aligned register pairs,
 * and the kernel's o32 entry expects the padding word that makes them so.
 */
#include <unistd.h>

extern int __sync_file_range(int, int, off_t, off_t, unsigned int);

int sync_file_range(int fd, off_t off, off_t n, unsigned int flags)
{
	return __sync_file_range(fd, 0, off, n, flags);
}
