/* SPDX-License-Identifier: MIT */
/*
 * sync_file_range: for the ports whose kernel has only sync_file_range2
 * (arm, powerpc), which takes the flags second so that the 64-bit
 * arguments fall on aligned register pairs.
 */
#include <unistd.h>

extern int __sync_file_range2(int, unsigned int, off_t, off_t);

int sync_file_range(int fd, off_t off, off_t n, unsigned int flags)
{
	return __sync_file_range2(fd, flags, off, n);
}
